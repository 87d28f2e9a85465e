import type { Locate } from './locate';
import { buildNavTree } from './navigation';
import { locateProblem, mergeProblems } from './problems';
import { docsConfigSchema, type DocsConfig } from './schema';
import type { NavRoot, Problem } from './types';
import { zodIssuesToProblems } from './zod-problems';

/**
 * A docs.json read and checked: `config` is null when there is any error; `nav` is still built
 * when the errors are all outside `navigation`, so `lectern check` can go on to check the pages
 * and report everything in one run.
 */
export type LoadedConfig = { config: DocsConfig | null; nav: NavRoot | null; problems: Problem[] };

/**
 * Validates an already-parsed docs.json value and builds its navigation tree, without I/O.
 * `locate` (from the loader) adds lines and `$ref` files; without it every problem is in `file`.
 */
export function parseDocsConfig(json: unknown, file = 'docs.json', locate: Locate = () => ({ file })): LoadedConfig {
  // reportInput keeps the offending value on each issue, so messages can say what was found.
  const result = docsConfigSchema.safeParse(json, { reportInput: true });
  const problems = result.success ? [] : mergeProblems(zodIssuesToProblems(result.error.issues).map((p) => locateProblem(p, locate)));
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const navUsable = isObject(json) && isObject(json.navigation) && !errors.some((p) => p.path === '' || p.path.startsWith('navigation'));
    return { config: null, nav: navUsable ? buildNavTree(json as DocsConfig, locate) : null, problems };
  }
  // The input itself, not zod's copy: the schema has no transforms, warnings fail zod's parse
  // too, and the copy reorders keys to the schema's order where authors expect theirs.
  const config = json as DocsConfig;
  return { config, nav: buildNavTree(config, locate), problems };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
