import type { LoadedConfig } from './parse';
import { parseDocsConfig } from './parse';
import { resolveDocsJson } from './resolve-refs';
import { droppedMintKeys, upgradeMintJson } from './mint-json';
import { isPlainObject } from './values';

const FILE = 'mint.json';

/**
 * A docs folder with a mint.json and no docs.json, read as Mintlify's CLI reads it: upgraded to
 * docs.json first (mint-json.ts). A warning says so once; problems in the upgraded configuration
 * name mint.json and the docs.json path, which `lectern upgrade` makes a file the author can edit.
 */
export async function loadMintJson(docsDir: string): Promise<LoadedConfig> {
  const doc = await resolveDocsJson(docsDir, FILE);
  if ('problem' in doc) return { config: null, nav: null, problems: [doc.problem] };
  if (!isPlainObject(doc.value)) {
    return { config: null, nav: null, problems: [{ severity: 'error', file: FILE, path: '', message: 'mint.json must be a JSON object' }] };
  }
  const notice = {
    severity: 'warning' as const,
    file: FILE,
    path: '',
    message:
      "mint.json is Mintlify's older configuration format: read as the docs.json it upgrades to " +
      '(`lectern upgrade` writes that docs.json; problems below are at its paths)',
  };
  const dropped = droppedMintKeys(doc.value).map((key) => ({
    severity: 'warning' as const,
    file: FILE,
    path: key,
    message: `\`${key}\` has no place in docs.json: the upgrade leaves it out, as Mintlify's does`,
  }));
  const parsed = parseDocsConfig(upgradeMintJson(doc.value), FILE);
  return { ...parsed, problems: [notice, ...dropped, ...parsed.problems] };
}
