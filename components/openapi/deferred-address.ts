/**
 * A deferred level's placeholder in short (issue 12, disk per page): the resource address and the
 * no-JavaScript link of every "Show child attributes" placeholder repeated the page's URL or its
 * spec's name and the resource's path, about 1 % of a GitHub endpoint page's RSC payload. The page
 * gives those once (DeferBase, on the endpoint view's LevelDrawerProvider) and each placeholder
 * carries what is its own. Runs on the server (compactPlace) and in the browser (expandPlace).
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
const RESOURCE = '/api/site/fields?';

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

/**
 * The short form of a placeholder at `at` whose level is at `src`, linking to `fallback`. Checked
 * by spelling it back: an address the short form would change is carried whole.
 */
export function compactPlace(src: string, fallback: string, at: string, what: string, base: DeferBase): PlaceholderData {
  const own: PlaceholderData = { at };
  if (what !== DEFAULT_WHAT) own.what = what;
  if (fallback !== `${base.p}.md`) own.fb = fallback;
  const parts = src.startsWith(RESOURCE) ? /^(.*)&v=([^&]*)$/.exec(src.slice(RESOURCE.length)) : null;
  if (parts) {
    const [, query, v] = parts;
    const specPrefix = `${new URLSearchParams({ spec: base.s })}&`;
    const atSuffix = `&${new URLSearchParams({ at })}`;
    const short: PlaceholderData = { ...own, v };
    if (query.startsWith(specPrefix)) {
      const rest = query.slice(specPrefix.length);
      short.q = rest.endsWith(atSuffix) ? rest.slice(0, -atSuffix.length) : rest;
    }
    if (expandPlace(short, base).src === src) return short;
  }
  return { ...own, src };
}
