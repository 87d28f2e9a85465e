import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCodeGrammars } from './code-grammars';
import { formatJsonPath, isPathUnder } from './json-path';
import { loadMintJson } from './load-mint-json';
import { makeLocate, type Locate } from './locate';
import { parseDocsConfig, type LoadedConfig } from './parse';
import { locateProblem, mergeProblems } from './problems';
import { resolveDocsJson } from './resolve-refs';

export { parseDocsConfig, type LoadedConfig } from './parse';

/**
 * Reads `<docsDir>/docs.json` (following `$ref`s), validates it and builds the navigation tree.
 * Never throws for a bad docs folder: every problem comes back located (file, JSON path, line).
 * A folder with only Mintlify's older mint.json is read through its upgrade (load-mint-json.ts).
 */
export async function loadDocsConfig(docsDir: string): Promise<LoadedConfig> {
  if (!existsSync(path.join(docsDir, 'docs.json')) && existsSync(path.join(docsDir, 'mint.json'))) return loadMintJson(docsDir);
  const doc = await resolveDocsJson(docsDir);
  if ('problem' in doc) return { config: null, nav: null, problems: [doc.problem] };
  const locate = makeLocate(doc.mounts, doc.sources);
  const parsed = parseDocsConfig(doc.value, 'docs.json', locate);
  // Where a `$ref` failed, the schema only sees the unresolved `{ "$ref" }`: its complaints are noise.
  const failed = doc.failed.map(formatJsonPath);
  const checked = parsed.problems.filter((p) => !failed.some((f) => isPathUnder(p.path, f)));
  const problems = mergeProblems([
    ...doc.problems.map((p) => locateProblem(p, locate)),
    ...checked,
    ...checkGrammars(docsDir, parsed, locate),
    ...(existsSync(path.join(docsDir, 'mint.json')) ? [STALE_MINT_JSON] : []),
  ]);
  if (problems.some((p) => p.severity === 'error')) {
    // A failed `$ref` under navigation leaves holes in the tree: then there is no usable nav.
    const navHoles = failed.some((f) => f === '' || f.startsWith('navigation'));
    return { config: null, nav: navHoles ? null : parsed.nav, problems };
  }
  return { ...parsed, problems };
}

/** Left behind after an upgrade, mint.json is easy to keep editing by mistake: say it counts for nothing. */
const STALE_MINT_JSON = {
  severity: 'warning' as const,
  file: 'mint.json',
  path: '',
  message: 'mint.json is not read: docs.json is the configuration of this folder (delete mint.json once docs.json has all of it)',
};

/** Custom code grammars are files: whether each exists and is a grammar is only known by reading it (lib/config/code-grammars). */
function checkGrammars(docsDir: string, parsed: LoadedConfig, locate: Locate) {
  const codeblocks = parsed.config?.styling?.codeblocks;
  const files = typeof codeblocks === 'object' ? codeblocks.languages?.custom : undefined;
  return readCodeGrammars(docsDir, files).problems.map((p) => locateProblem(p, locate));
}
