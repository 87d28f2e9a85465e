import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'snippets', '_snippets', 'test', 'e2e', 'bench']);

/**
 * MDX files that no navigation entry names. They are still pages (reachable by URL, absent from the
 * sidebar), as on the hosted platforms. When the docs folder is a code project (it has a
 * package.json), only its `content/` folder holds pages, so fixtures and sources never become URLs.
 */
export function findUnlistedPages(docsDir: string, listed: Set<string>): string[] {
  const isProject = existsSync(path.join(docsDir, 'package.json'));
  const start = isProject ? path.join(docsDir, 'content') : docsDir;
  if (!existsSync(start)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) {
        const rel = path.relative(docsDir, full).split(path.sep).join('/');
        if (!listed.has(rel)) found.push(rel);
      }
    }
  };
  walk(start);
  return found.sort();
}

/** The page entry a docs-relative file stands for: `content/a/b.mdx` → `a/b`. */
export function entryOfFile(rel: string): string {
  return rel.replace(/\.(mdx|md)$/, '').replace(/^content\//, '');
}
