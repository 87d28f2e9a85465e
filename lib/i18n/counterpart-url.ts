import type { NavItem } from '../config/types';
import { pageUrl } from '../content/page-file';
import { baseLanguage, toHtmlLang } from './locales';

/**
 * The spellings of a division code that may lead its pages' URLs: `es`; for `cn`, also `zh-cn`
 * and `zh` (Mintlify's own site keeps `cn`-style Chinese under `zh/`).
 */
function prefixSpellings(code: string, kind: 'language' | 'version'): Set<string> {
  const lower = code.toLowerCase();
  if (kind === 'version') return new Set([lower]);
  return new Set([lower, toHtmlLang(code).toLowerCase(), baseLanguage(code).toLowerCase()]);
}

/**
 * `url` without the path segment that names its division (`/es/guides/a` → `/guides/a` for `es`;
 * `/es/v2/a` → `/es/a` for `v2`): a version sits under a language's prefix as often as at the root.
 */
export function stripDivisionPrefix(url: string, code: string, kind: 'language' | 'version'): string {
  const segments = url.replace(/^\//, '').split('/');
  const spellings = prefixSpellings(code, kind);
  const at = segments.findIndex((s) => spellings.has(s.toLowerCase()));
  if (at < 0) return url;
  return `/${segments.filter((_, i) => i !== at).join('/')}`;
}

/**
 * Where a language (or version) switcher goes from `url`: the target division's page at the same
 * path under the target's prefix (`/quickstart` ↔ `/es/quickstart`, `/v1/a` ↔ `/v2/a`), the
 * Mintlify layout of translated and versioned sites; undefined when the target has no such page,
 * and the caller then opens the target's first page.
 */
export function buildCounterpartUrl(
  url: string,
  from: { code: string },
  to: { code: string; children: NavItem[] },
  kind: 'language' | 'version',
  urlOf: (item: NavItem) => string | undefined,
): string | undefined {
  const wanted = stripDivisionPrefix(url, from.code, kind);
  return findUrl(to.children, (candidate) => stripDivisionPrefix(candidate, to.code, kind) === wanted, urlOf);
}

function findUrl(items: NavItem[], match: (url: string) => boolean, urlOf: (item: NavItem) => string | undefined): string | undefined {
  for (const item of items) {
    if ('hidden' in item && item.hidden) continue;
    const own = urlOf(item) ?? (item.kind === 'group' && item.root ? pageUrl(item.root) : undefined);
    if (own && match(own)) return own;
    if (!('children' in item)) continue;
    const below = findUrl(item.children, match, urlOf);
    if (below) return below;
  }
  return undefined;
}
