import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadDocsIgnore } from '../content/docs-ignore';

/**
 * Files of the docs folder whose name matches `pattern`, relative to the folder and sorted, so
 * every build lists them in the same order. When the docs folder is a code project with its pages
 * in `content/` (isCodeProject, like Lectern's own site), only `content/` is the docs: the
 * project's own sources, tests and fixtures are not the site's. `alsoSkip` names more folders to
 * pass over.
 * Dot files and folders, and whatever `.mintignore` or Mintlify's defaults leave out
 * (lib/content/docs-ignore), are not part of the site, so they are neither served nor scanned.
 */
export function listDocsFolderFiles(docsDir: string, pattern: RegExp, alsoSkip: ReadonlySet<string> = new Set()): string[] {
  if (!existsSync(docsDir)) return [];
  const start = isCodeProject(docsDir) ? path.join(docsDir, 'content') : docsDir;
  const isIgnored = loadDocsIgnore(docsDir);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || alsoSkip.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      const rel = path.relative(docsDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (!isIgnored(`${rel}/`)) walk(full);
      } else if (entry.isFile() && pattern.test(entry.name) && !isIgnored(rel)) found.push(rel);
    }
  };
  walk(start);
  return found.sort();
}

/**
 * Lectern's own layout: a package.json, a `content/` folder, and no MDX page at the root. A
 * package.json alone does not make a project: many Mintlify folders have one for the `mint` CLI,
 * with their pages beside it (and node_modules left out by Mintlify's defaults); one that also
 * has a `content/` folder of pages still has its home page, or some page, at the root.
 */
function isCodeProject(docsDir: string): boolean {
  if (!existsSync(path.join(docsDir, 'package.json')) || !existsSync(path.join(docsDir, 'content'))) return false;
  return !readdirSync(docsDir, { withFileTypes: true }).some((entry) => entry.isFile() && /\.mdx$/i.test(entry.name));
}
