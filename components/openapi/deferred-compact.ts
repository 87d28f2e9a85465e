import { DEFAULT_WHAT, expandPlace, RESOURCE, type DeferBase, type PlaceholderData } from './deferred-address';

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
