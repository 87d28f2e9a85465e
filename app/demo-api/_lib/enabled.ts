import { realpathSync } from 'node:fs';
import path from 'node:path';

const ON = new Set(['1', 'true', 'yes']);

/**
 * Whether this server runs the demo API under `/demo-api/…`. It exists to make the project's own
 * site work on a fresh checkout, and it is an echo, a redirector and an upload sink: on a site
 * that documents someone else's product it is only attack surface. So it runs when the docs folder
 * is the project's own (`DOCS_DIR` unset, or resolving to `projectRoot`), or when an operator
 * asks for it (`LECTERN_DEMO_API=1`; `=0` turns it off on the own site too). Any other value of
 * the flag counts as off: a typo must not open what it meant to close.
 *
 * Pure over its arguments (no `server-only`), because next.config.ts asks the same question at
 * build time to route `/demo-api/*` to the site's ordinary 404 page.
 */
export function isDemoApiEnabled(env: Record<string, string | undefined>, projectRoot: string): boolean {
  const flag = env.LECTERN_DEMO_API?.trim().toLowerCase();
  if (flag) return ON.has(flag);
  const docsDir = env.DOCS_DIR?.trim();
  if (!docsDir) return true;
  return realOrResolved(path.resolve(projectRoot, docsDir)) === realOrResolved(projectRoot);
}

/** The real path (symlinks followed), or the resolved one when it does not exist. */
function realOrResolved(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}
