/**
 * Cookie parameters for a request the playground sends to the page's own origin (a relative
 * server such as `/`). A page may not set the Cookie header (a forbidden request header), but on
 * its own origin it may set cookies: each parameter becomes a cookie for the request's exact
 * path only, living at most 30 s, and is expired as soon as the response headers arrive, so the
 * request carries exactly the Cookie the code sample shows, and nothing else on the site sees
 * it. Browser-only; isomorphic in that it touches nothing when there is no document.
 */

export type OwnOriginCookies = { ok: true; remove: () => void } | { ok: false; message: string };

const NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/** Writes the `Cookie` header value's pairs as cookies scoped to `url`'s path; `remove` undoes it. */
export function setOwnOriginCookies(
  cookieHeader: string,
  url: URL,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
): OwnOriginCookies {
  if (!doc || (typeof navigator !== 'undefined' && navigator.cookieEnabled === false))
    return refused('this browser does not accept cookies for this site');
  const pairs = cookieHeader.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const);
  for (const [name, value] of pairs) {
    // Prefixed names need path=/ (and Secure): they cannot be scoped to one request's path.
    if (!NAME.test(name) || /^__(host|secure)-/i.test(name)) return refused(`the cookie name "${name}" cannot be set for a single path`);
    if (/[;\s,"\\]/.test(value)) return refused(`the value of the cookie "${name}" cannot be set by a page`);
  }
  const scope = `; path=${url.pathname}; samesite=strict${url.protocol === 'https:' ? '; secure' : ''}`;
  for (const [name, value] of pairs) doc.cookie = `${name}=${value}${scope}; max-age=30`;
  return { ok: true, remove: () => pairs.forEach(([name]) => (doc.cookie = `${name}=${scope}; max-age=0`)) };
}

function refused(why: string): OwnOriginCookies {
  return {
    ok: false,
    message: `A page cannot set the Cookie header, and ${why}, so this request cannot carry its cookie parameters; clear them, or use the cURL sample.`,
  };
}
