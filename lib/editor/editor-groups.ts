import { getEditorGroups } from '../auth/editors';
import type { DocsConfig } from '../config/schema';

/**
 * The groups whose signed-in members are this site's editors. `LECTERN_EDITOR_GROUPS`, when set
 * (to anything but blanks), replaces docs.json `editors.groups`; otherwise docs.json decides, and
 * with neither there are no editors. The environment wins because it is the operator's: the docs
 * folder is what the agent itself edits, and a pull request that changes `editors` must not be the
 * only thing between a merge and a new set of people who can start jobs.
 */
export function getEditorGroupsFor(
  config: Pick<DocsConfig, 'editors'> | null | undefined,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const fromEnv = getEditorGroups(env);
  if (fromEnv.length > 0) return fromEnv;
  return [...new Set(config?.editors?.groups.map((g) => g.trim()).filter(Boolean) ?? [])];
}
