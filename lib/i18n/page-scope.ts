import type { NavItem, NavRoot } from '../config/types';
import { pageUrl } from '../content/page-file';

/** The language and version divisions a page sits in (their docs.json codes), when it sits in one. */
export type PageScope = { language?: string; version?: string };

const scopes = new WeakMap<NavRoot, Map<string, PageScope>>();

/**
 * Every navigated URL with its language and version, from the navigation tree: what search
 * filters on and what the page's interface language is. A URL listed twice keeps its first place
 * (Mintlify calls the same page in two languages undefined behaviour). Cached per tree, since the
 * tree is built once per loaded site.
 */
export function getPageScopes(nav: NavRoot): Map<string, PageScope> {
  let map = scopes.get(nav);
  if (!map) {
    map = new Map();
    collect(nav.children, {}, map);
    scopes.set(nav, map);
  }
  return map;
}

/** The URLs an entry of the tree opens: a page, a generated API page, a group's root page. */
export function navItemUrls(item: NavItem): string[] {
  if (item.kind === 'page') return [pageUrl(item.entry)];
  if (item.kind === 'operation' || item.kind === 'webhook') return item.resolved ? [item.resolved.url] : [];
  if (item.kind === 'group' && item.root) return [pageUrl(item.root)];
  return [];
}

function collect(items: NavItem[], scope: PageScope, out: Map<string, PageScope>): void {
  for (const item of items) {
    for (const url of navItemUrls(item)) if (!out.has(url)) out.set(url, scope);
    if (!('children' in item)) continue;
    const inner =
      item.kind === 'language' && item.code
        ? { ...scope, language: item.code }
        : item.kind === 'version' && item.code
          ? { ...scope, version: item.code }
          : scope;
    collect(item.children, inner, out);
  }
}

/**
 * Whether a search hit belongs to the reader's current language and version: each dimension
 * the current page has must match; a hit outside every language (or version) division stays in.
 */
export function isInScope(hit: PageScope | undefined, current: PageScope): boolean {
  if (current.language && hit?.language && hit.language !== current.language) return false;
  if (current.version && hit?.version && hit.version !== current.version) return false;
  return true;
}
