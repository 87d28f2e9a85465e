/**
 * The contract between the playground in the browser and Lectern's proxy route. The browser
 * cannot set `Cookie`, `Host` and friends, and the same-origin request to the proxy carries the
 * reader's own Lectern cookies, so the proxy forwards nothing implicit: the headers and the API
 * cookies the reader typed travel in dedicated headers, and everything else is dropped.
 * Custom headers also make any cross-site use of the proxy need a CORS preflight, which it never
 * grants. Isomorphic.
 */

export const PROXY_PATH = '/api/playground/proxy';

export const PROXY_HEADERS = {
  /** Absolute URL the request is for. */
  target: 'x-lectern-target',
  /** The endpoint page's URL: the proxy looks up the operation's servers from it, server-side. */
  page: 'x-lectern-page',
  /** `encodeURIComponent(JSON.stringify([[name, value], …]))` of the headers the reader set. */
  headers: 'x-lectern-headers',
  /** The `Cookie` value built from API cookie parameters and apiKey-in-cookie credentials. */
  cookie: 'x-lectern-cookie',
  /** Response: `forwarded` (the API answered) or `refused` (the proxy answered, problem+json). */
  outcome: 'x-lectern-proxy',
  /** Response: the API's own headers, encoded like `headers` (incl. ones a browser hides). */
  upstreamHeaders: 'x-lectern-upstream-headers',
  /** Response: the URL that finally answered, after redirects. */
  finalUrl: 'x-lectern-final-url',
} as const;

/** Header list → the value of a header that carries it. */
export function encodeHeaderList(list: [string, string][]): string {
  return encodeURIComponent(JSON.stringify(list));
}

/** The inverse of `encodeHeaderList`; malformed input yields an empty list, never a throw. */
export function decodeHeaderList(value: string | null): [string, string][] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is [string, string] => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'string',
    );
  } catch {
    return [];
  }
}
