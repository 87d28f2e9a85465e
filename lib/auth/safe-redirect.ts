/** A fixed origin to resolve against: only what stays on it is a path of this site. */
const INTERNAL_ORIGIN = 'http://lectern.invalid';
/** Longer values are refused: a redirect is a path a reader was on, not a payload. */
const MAX_LENGTH = 2048;
// C0 and C1 controls, DEL, and every Unicode space: URL parsers strip tab and newline from inside
// a URL and trim the rest at the ends, so a value holding them does not mean what it looks like.
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\s]/u;

/**
 * A `redirect` parameter made safe to send a reader to: a path on this site (`/guides/x?a#b`),
 * never another origin; anything else is `/`.
 *
 * Why normalise first: checks on the raw text miss forms that a URL parser turns into another
 * origin (`/.//evil`, `/%2e//evil`, `/a/..//evil` all become `//evil`). So the value is resolved
 * against a fixed internal origin, and the *result* must be a plain path: same origin, not
 * starting with `//` or `/\`, no backslash or invisible character anywhere (a backslash in the
 * query or fragment, which parsers keep, is percent-encoded). The output is stable: giving it back
 * to `safeRedirect` returns it unchanged.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/') || INVISIBLE.test(value)) return '/';
  const path = toSameOriginPath(value);
  return path !== null && isPlainPath(path) ? path : '/';
}

/**
 * Auth.js's `redirect` callback rule: its `callbackUrl` (a form field, query parameter or cookie)
 * may be a path or an absolute URL on `baseUrl`; the answer is always `baseUrl` plus a
 * `safeRedirect` path, so Auth.js redirects follow the same rule as the sign-in page.
 */
export function safeCallbackUrl(url: string, baseUrl: string): string {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    return '/';
  }
  let path = url;
  if (!url.startsWith('/')) {
    try {
      const absolute = new URL(url);
      path = absolute.origin === base.origin ? `${absolute.pathname}${absolute.search}${absolute.hash}` : '/';
    } catch {
      path = '/';
    }
  }
  return `${base.origin}${safeRedirect(path)}`;
}

/** The normalised path, query and fragment of `value` on the internal origin, or null. */
function toSameOriginPath(value: string): string | null {
  try {
    const url = new URL(value, INTERNAL_ORIGIN);
    if (url.origin !== INTERNAL_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`.replaceAll('\\', '%5C');
  } catch {
    return null;
  }
}

/** Whether a browser can only read `path` as a path on the current origin. */
function isPlainPath(path: string): boolean {
  if (path.length > MAX_LENGTH || !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || INVISIBLE.test(path))
    return false;
  return new URL(path, INTERNAL_ORIGIN).origin === INTERNAL_ORIGIN;
}
