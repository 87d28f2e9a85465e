import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { listDocsFolderFiles } from './docs-folder-files';

/**
 * A fingerprint of the docs folder's files as `next dev` reads them: the name, size and modification
 * time of docs.json, the folder's top-level files (not dot files: build output sits there) and every file of the site (listDocsFolderFiles:
 * `content/` of a project folder, without ignored and dot files). It changes when a writer saves,
 * adds, renames or deletes a file, so the development server rebuilds the route table then, and
 * not on every request a second apart (issue 12: each page view re-read every page and spec). A
 * stat per file: a few milliseconds for hundreds of pages, far less than one reload.
 */
export function docsFingerprint(docsDir: string): string {
  const hash = createHash('sha1');
  const add = (rel: string) => {
    try {
      const info = statSync(path.join(docsDir, rel));
      hash.update(`${rel}\0${info.size}\0${info.mtimeMs}\n`);
    } catch {
      hash.update(`${rel}\0gone\n`);
    }
  };
  let top: string[] = [];
  try {
    top = readdirSync(docsDir, { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    // No folder: the loader reports it.
  }
  for (const name of top) add(name);
  for (const rel of listDocsFolderFiles(docsDir, /./)) add(rel);
  return hash.digest('hex');
}
