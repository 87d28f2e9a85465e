/**
 * A deferred level's placeholder in short (issue 12, disk per page): the resource address and the
 * no-JavaScript link of every "Show child attributes" placeholder repeated the page's URL or its
 * spec's name and the resource's path, about 1 % of a GitHub endpoint page's RSC payload. The page
 * gives those once (DeferBase, on the endpoint view's LevelDrawerProvider) and each placeholder
 * carries what is its own, spelled short on the server (deferred-compact.ts) and again in the
 * browser (expandPlace, here: the placeholder's own module, so part of first-load JS; keep it small).
 */

/** What every placeholder of one page shares: the page's URL and its spec's source (deferred-place.ts `deferBaseOf`). */
export type DeferBase = { p: string; s: string };

/**
 * One placeholder as DeferredChildren receives it: its anchor, the level's version `v` and the
 * query `q` of a level shared by schema (without the spec and, when it is the anchor, `at`); `fb`
 * a link other than the page's Markdown; `what` other than "child attributes". `src` is the whole
 * address, for one the short form cannot spell.
 */
export type PlaceholderData = { at: string; v?: string; q?: string; fb?: string; what?: string; src?: string };

export const DEFAULT_WHAT = 'child attributes';
export const RESOURCE = '/api/site/fields?';

/** The resource address and the no-JavaScript link of a placeholder (fieldsResourceUrl's spelling, byte for byte). */
export function expandPlace(d: PlaceholderData, base: DeferBase): { src: string; fallback: string } {
  const fallback = d.fb ?? `${base.p}.md`;
  if (d.src !== undefined) return { src: d.src, fallback };
  const at = new URLSearchParams({ at: d.at });
  const query =
    d.q === undefined
      ? `${new URLSearchParams({ page: base.p })}&${at}`
      : `${new URLSearchParams({ spec: base.s })}&${d.q}${/(^|&)at=/.test(d.q) ? '' : `&${at}`}`;
  return { src: `${RESOURCE}${query}&v=${d.v}`, fallback };
}
