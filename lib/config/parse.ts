import type { Locate } from './locate';
import { buildNavTree } from './navigation';
import { locateProblem, mergeProblems } from './problems';
import { docsConfigSchema, type DocsConfig } from './schema';
import type { NavRoot, Problem } from './types';
import { zodIssuesToProblems } from './zod-problems';

/** A docs.json read and checked: `config` and `nav` are null when there is any error. */
export type LoadedConfig = { config: DocsConfig | null; nav: NavRoot | null; problems: Problem[] };

/**
 * Validates an already-parsed docs.json value and builds its navigation tree, without I/O.
 * `locate` (from the loader) adds lines and `$ref` files; without it every problem is in `file`.
 */
export function parseDocsConfig(json: unknown, file = 'docs.json', locate: Locate = () => ({ file })): LoadedConfig {
  // reportInput keeps the offending value on each issue, so messages can say what was found.
  const result = docsConfigSchema.safeParse(json, { reportInput: true });
  const problems = result.success ? [] : mergeProblems(zodIssuesToProblems(result.error.issues).map((p) => locateProblem(p, locate)));
  if (problems.some((p) => p.severity === 'error')) return { config: null, nav: null, problems };
  // The input itself, not zod's copy: the schema has no transforms, warnings fail zod's parse
  // too, and the copy reorders keys to the schema's order where authors expect theirs.
  const config = json as DocsConfig;
  return { config, nav: buildNavTree(config, locate), problems };
}
