const PREFIX = '/demo-api/';
// Any origin will do: it only gives relative paths something to resolve against.
const BASE = 'http://demo-api.invalid';

/**
 * The `Location` the demo redirect may send for `to`: a relative path under `/demo-api/`,
 * normalised (dot segments resolved) and re-serialised, or null for anything else. An open
 * redirector on the docs origin would lend its name to phishing links, so other origins,
 * protocol-relative (`//host`) and backslash (`/\host`) forms, and paths that climb out of the
 * demo API are all refused. The default is the JSON endpoint.
 */
export function toDemoRedirect(to: string | null): string | null {
  if (to === null || to === '') return `${PREFIX}json`;
  // The URL parser forgives leading spaces, tabs, newlines and backslashes; we do not.
  if (!to.startsWith(PREFIX) || /[\\\u0000-\u001f\u007f]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !url.pathname.startsWith(PREFIX)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
