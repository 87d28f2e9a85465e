import { listDocsFolderFiles } from './docs-folder-files';

/** Folders whose MDX files are parts of pages (snippets) or of the project (tests), never pages. */
const NOT_PAGES = new Set(['snippets', '_snippets', 'test', 'e2e', 'bench']);

/**
 * MDX files that no navigation entry names. They are still pages (reachable by URL, absent from the
 * sidebar), as on the hosted platforms. When the docs folder is a code project (it has a
 * package.json), only its `content/` folder holds pages, so fixtures and sources never become URLs.
 */
export function findUnlistedPages(docsDir: string, listed: Set<string>): string[] {
  return listDocsFolderFiles(docsDir, /\.mdx$/, NOT_PAGES).filter((rel) => !listed.has(rel));
}

/** The page entry a docs-relative file stands for: `content/a/b.mdx` → `a/b`. */
export function entryOfFile(rel: string): string {
  return rel.replace(/\.(mdx|md)$/, '').replace(/^content\//, '');
}
