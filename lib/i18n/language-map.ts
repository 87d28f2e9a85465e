import type { NavItem, NavRoot } from '../config/types';
import type { LanguageMap } from './language-of-path';
import { getPageScopes } from './page-scope';

/** The site's default language: `default: true`, else the first one (Mintlify's rule). */
export function getDefaultLanguage(nav: NavRoot | null): string | undefined {
  const languages = nav ? findLanguageLevel(nav.children) : [];
  return (languages.find((l) => l.kind === 'language' && l.isDefault) ?? languages[0])?.code;
}

const maps = new WeakMap<NavRoot, LanguageMap | undefined>();

/**
 * The language map of a site, or undefined when its navigation has no languages. Cached per
 * tree: the root layout asks for it on every page of the build.
 */
export function buildLanguageMap(nav: NavRoot | null): LanguageMap | undefined {
  if (!nav) return undefined;
  if (!maps.has(nav)) maps.set(nav, computeLanguageMap(nav));
  return maps.get(nav);
}

function computeLanguageMap(nav: NavRoot): LanguageMap | undefined {
  const fallback = getDefaultLanguage(nav);
  if (!fallback) return undefined;
  const bySegment = new Map<string, Set<string>>();
  for (const [url, scope] of getPageScopes(nav)) {
    const segment = url.split('/')[1] ?? '';
    const set = bySegment.get(segment) ?? new Set();
    set.add(scope.language ?? fallback);
    bySegment.set(segment, set);
  }
  const segments: Record<string, string> = {};
  for (const [segment, languages] of bySegment) {
    const [only] = languages;
    if (languages.size === 1 && only !== fallback && segment) segments[segment] = only;
  }
  return { fallback, segments };
}

/** The language divisions, found at whatever level of the tree they are declared. */
function findLanguageLevel(items: NavItem[]): (NavItem & { code?: string; isDefault?: boolean })[] {
  const here = items.filter((i) => i.kind === 'language');
  if (here.length) return here;
  for (const item of items) {
    if (!('children' in item)) continue;
    const below = findLanguageLevel(item.children);
    if (below.length) return below;
  }
  return [];
}
