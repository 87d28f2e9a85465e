import { readFileSync, statSync } from 'node:fs';
import { parseFrontmatter, type FrontmatterResult } from './frontmatter';

/** A page file (MD or MDX, a page or a snippet) read and split once: its frontmatter and its body. */
export type PageSource = FrontmatterResult;

type Entry = { stamp: string; page: PageSource };

// On globalThis, like the route table (lib/site/get-site.ts): Next bundles each route separately,
// and a module-level map would give the page, the `.md` variant and search caches of their own.
const CACHE = Symbol.for('lectern.pageSources');
const shared = globalThis as typeof globalThis & { [CACHE]?: Map<string, Entry> };

/**
 * The one reader of page files: reads and parses the file at `file` (an absolute path) once, and
 * hands every later consumer the same result — the site load, the render, the hand-written
 * endpoint's playground, search, the `.md` variant, asset access, snippets. Each used to read and
 * parse the file itself, up to seven times per page, and a hand-written endpoint page twice in one
 * render. The entry is keyed by the file's size and modification time, so an edit under `next dev`
 * or a deployment that rewrites the folder is read again. The result is shared: do not mutate it.
 */
export function readPageSource(file: string): PageSource {
  const stat = statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cache = (shared[CACHE] ??= new Map<string, Entry>());
  const hit = cache.get(file);
  if (hit?.stamp === stamp) return hit.page;
  const page = parseFrontmatter(readFileSync(file, 'utf8'));
  cache.set(file, { stamp, page });
  return page;
}
