import MiniSearch from 'minisearch';
import type { RouteEntry, Site } from '../site/types';
import { buildSearchDocuments } from './build-documents';
import { SEARCH_OPTIONS } from './search-options';

/** The serialised MiniSearch index for these routes, ready to send to the browser. */
export async function buildSearchIndex(site: Site, routes: RouteEntry[]): Promise<string> {
  const search = new MiniSearch(SEARCH_OPTIONS);
  const docs = await buildSearchDocuments(site, routes);
  // Duplicate ids (two headings with one slug) would throw: keep the first.
  const seen = new Set<string>();
  search.addAll(docs.filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true))));
  return JSON.stringify(search);
}
