import { existsSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.mdx', '.md'];

/**
 * Finds the file behind a page entry, as docs/docs-json.md orders it: `<dir>/<entry>.mdx`, `.md`, then
 * the same under `<dir>/content/` (how this project keeps docs.json at the root). Returns the path
 * relative to the docs folder, or null.
 */
export function findPageFile(docsDir: string, entry: string): string | null {
  const clean = entry.replace(/^\/+/, '');
  if (clean === '' || clean.split('/').includes('..')) return null;
  for (const base of ['', 'content/']) {
    for (const ext of EXTENSIONS) {
      const rel = `${base}${clean}${ext}`;
      if (existsSync(path.join(docsDir, rel))) return rel;
    }
  }
  return null;
}

/** The URL of a page entry: `index` is the home page and `x/index` is `/x`; never `content/`. */
export function pageUrl(entry: string): string {
  const clean = entry.replace(/^\/+/, '').replace(/\/+$/, '');
  if (clean === 'index' || clean === '') return '/';
  return `/${clean.replace(/\/index$/, '')}`;
}
