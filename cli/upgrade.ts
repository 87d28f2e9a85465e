import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { upgradeMintJsonText } from '../lib/config/mint-json';

/**
 * `lectern upgrade`: writes the docs.json a folder's mint.json upgrades to (what Mintlify's CLI
 * does on `mint dev`), so the author can review and edit it, then delete mint.json. Never
 * overwrites a docs.json: that file, when present, is already what the site reads.
 */
export function runUpgrade(dir: string): number {
  const mintFile = path.join(dir, 'mint.json');
  const docsFile = path.join(dir, 'docs.json');
  if (existsSync(docsFile)) {
    console.error(`lectern upgrade: ${docsFile} already exists; it is what the site reads, and is left as it is`);
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(mintFile, 'utf8');
  } catch {
    console.error(`lectern upgrade: no mint.json in ${dir}: nothing to upgrade`);
    return 1;
  }
  const upgraded = upgradeMintJsonText(text);
  if (!upgraded.ok) {
    console.error(`mint.json${upgraded.line ? `:${upgraded.line}` : ''}: error: ${upgraded.message}`);
    return 1;
  }
  writeFileSync(docsFile, `${JSON.stringify(upgraded.docs, null, 2)}\n`);
  for (const key of upgraded.dropped) console.log(`mint.json ${key}: not carried over (it has no place in docs.json)`);
  console.log(`wrote ${docsFile} from mint.json: review it (\`lectern check\`), then delete mint.json`);
  return 0;
}
