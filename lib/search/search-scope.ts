import { buildLanguageMap } from '../i18n/language-map';
import { languageOfPath } from '../i18n/language-of-path';
import { getPageScopes, isInScope, type PageScope } from '../i18n/page-scope';
import type { RouteEntry, Site } from '../site/types';

/**
 * The predicate that keeps a search to the reader's language and version: `from` is the path of
 * the page the reader searches from (sent by the search box). A reader on a Spanish v2 page gets
 * Spanish v2 pages, as on Mintlify, instead of every translation of the same words. A path that is
 * no page (a 404) still has a language by its prefix; no `from`, or a site without languages and
 * versions, keeps everything.
 */
export function buildSearchScope(site: Site, from: string | null): (route: RouteEntry) => boolean {
  if (!site.nav || !from) return () => true;
  const scopes = getPageScopes(site.nav);
  const current = scopeOfPath(site, scopes, from);
  if (!current.language && !current.version) return () => true;
  return (route) => isInScope(scopes.get(route.url), current);
}

function scopeOfPath(site: Site, scopes: Map<string, PageScope>, from: string): PageScope {
  const clean = `/${from
    .slice(0, 2048)
    .split(/[?#]/)[0]
    .replace(/^\/+|\/+$/g, '')}`;
  let decoded = clean;
  try {
    decoded = decodeURI(clean);
  } catch {
    // Not a path a page has: only its prefix can tell the language.
  }
  const exact = scopes.get(decoded);
  if (exact) return exact;
  const map = buildLanguageMap(site.nav);
  return map ? { language: languageOfPath(map, decoded) } : {};
}
