/**
 * Which language a URL is in, in a form small enough to send with every page: the first path
 * segments that belong to one language other than the default, and the default for the rest.
 * The root layout reads it to set `<html lang>` and the interface strings of the shared parts
 * (search, 404) from the URL alone, which is all a layout and a 404 know. Browser-safe.
 */
export type LanguageMap = { fallback: string; segments: Record<string, string> };

/** The language of a path by its first segment. */
export function languageOfPath(map: LanguageMap, pathname: string): string {
  let segment = pathname.split('/')[1] ?? '';
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // A malformed escape is no language's prefix: the default applies.
  }
  return Object.hasOwn(map.segments, segment) ? map.segments[segment] : map.fallback;
}
