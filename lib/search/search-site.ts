import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { urlOfHref } from '../site/page-href';
import type { RouteEntry, Site } from '../site/types';
import { buildSearchIndex, readSearchIndex, searchIndexFile } from './index-file';
import type { SearchDocument } from './search-options';

type StoredFields = Pick<SearchDocument, 'url' | 'kind' | 'title' | 'heading' | 'snippet' | 'method' | 'path'>;
export type SearchHit = StoredFields & { id: string; terms: string[]; score: number };

// On globalThis: Next bundles the search route and the start-up hook (instrumentation.ts)
// separately, and the index warmed at start must be the one the route finds.
const INDEXES = Symbol.for('lectern.searchIndexes');
const shared = globalThis as typeof globalThis & { [INDEXES]?: WeakMap<Site, Promise<MiniSearch<SearchDocument>>> };
const indexes = (shared[INDEXES] ??= new WeakMap());

/**
 * Loads the site's search index now (at server start), so the first query does not wait for it.
 * Says where it came from, for the start-up log: a deployment whose index is rebuilt at every
 * start (it did in the Docker image, whose copied files had new times) shows it there.
 */
export async function warmSearchIndex(site: Site): Promise<string> {
  const fresh = !indexes.has(site);
  await getIndex(site);
  return fresh ? `search index ${origins.get(site) ?? 'loaded'}` : 'search index loaded';
}

/** How each site's index was made (warm-up's log line). */
const origins = new WeakMap<Site, string>();

/**
 * The site's index, once per loaded site: the one built at build time when it matches what is
 * served (production only: in development pages change under the server), else built here.
 */
function getIndex(site: Site): Promise<MiniSearch<SearchDocument>> {
  let index = indexes.get(site);
  if (!index) {
    const built = process.env.NODE_ENV === 'production' ? readSearchIndex(site, searchIndexFile()) : null;
    index = built ? Promise.resolve(built) : buildSearchIndex(site);
    origins.set(site, built ? 'read from the build' : 'built from the pages');
    indexes.set(site, index);
  }
  return index;
}

/**
 * Searches on the server. The index never goes to the browser: on a large real site (mintlify
 * docs, 3,600 sections) it is 1.5 MB gzip and takes a second to load there, while a query here
 * takes ~2 ms. `canSee` is applied to every hit, so a reader only ever receives results for pages
 * they may view.
 */
export async function searchSite(
  site: Site,
  query: string,
  canSee: (route: RouteEntry) => boolean = () => true,
  limit = 20,
): Promise<SearchHit[]> {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const index = await getIndex(site);
  const hits: SearchHit[] = [];
  for (const result of index.search(q)) {
    const route = site.byUrl.get(urlOfHref(String(result.url).split('#')[0]));
    if (!route || !canSee(route)) continue;
    // The stored fields (search-options.ts `storeFields`) come back untyped: name their types here.
    const { terms, score, url, kind, title, heading, snippet, method, path } = result as SearchResult & StoredFields;
    hits.push({ id: String(result.id), terms, score, url, kind, title, heading, snippet, method, path });
    if (hits.length >= limit) break;
  }
  return hits;
}
