import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Adds one docs-folder file to a stamp by what it holds: its path and a hash of its bytes, or
 * `missing`. Build-time files (the search index, the gated-files refs) are stamped this way rather
 * than by size and mtime, because a copy keeps the bytes but not the times: the Docker image's
 * layout copies the docs folder, and every container start then rebuilt what the build had
 * written (Node's copy rounds mtimes to whole milliseconds even with preserveTimestamps). Reading
 * and hashing takes 20–30 ms for the 1,059 pages of the mintlify docs, once per start or swap.
 */
export function stampFile(hash: Hash, docsDir: string, rel: string): void {
  let digest: string;
  try {
    digest = createHash('sha256')
      .update(readFileSync(path.join(docsDir, rel)))
      .digest('hex');
  } catch {
    digest = 'missing';
  }
  hash.update(`${rel}\t${digest}\n`);
}
