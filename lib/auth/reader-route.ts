import { STATIC_TYPES } from '../content/static-files';
import { reservedOwner } from '../site/reserved-routes';

/**
 * Where docs pages are rendered per request, for a signed-in reader of a site with gating. The
 * proxy (proxy.ts) rewrites such a reader's docs URLs here; everyone else is served the public,
 * prerendered pages of app/[[...slug]]. A URL may never name this prefix itself.
 */
export const READER_PREFIX = '/_lectern/reader';

/** What a forged request for the reader prefix is rewritten to: a path no page has, so the docs 404. */
export const NOT_FOUND_PREFIX = '/_lectern/not-found';

/**
 * The editors' jobs page (issue 15): the URL editors open and bookmark, and the internal route
 * that renders it. The proxy sends an editor's request for JOBS_PATH to JOBS_ROUTE; for everyone
 * else no route exists there, and the docs catch-all answers with its missing page, as for any other
 * `/pull/…` URL: a reader who is not an editor gets exactly the bytes of a missing page. A URL may
 * never name JOBS_ROUTE itself. Under `/pull`, Lectern's own prefix (lectern check keeps docs pages
 * off JOBS_PATH), so no docs page is shadowed.
 */
export const JOBS_PATH = '/pull/jobs';
export const JOBS_ROUTE = '/_lectern/jobs';
/** The ROUTE_HEADER value by which the proxy sends an editor to the jobs page. */
export const JOBS_ROUTING = 'jobs';

/**
 * The request header by which proxy.ts tells next.config.ts's rewrites where a request goes
 * (`reader:<reader key>`, `refuse` or `jobs`). The proxy runs on every request that carries it and sets or
 * removes it, so a client cannot choose; and the reader key is signed (lib/auth/reader-key), so
 * not even a request that got past the proxy could claim groups with it.
 * A rewrite in the proxy itself would be simpler, but Next 16 treats a proxy rewrite as external
 * when the server listens on a loopback address (it names the destination `localhost`, the
 * server `127.0.0.1`), and the request would loop through the proxy.
 */
export const ROUTE_HEADER = 'x-lectern-route';

/** next.config.ts `rewrites().beforeFiles`: where each ROUTE_HEADER value sends the request. */
export const READER_REWRITES = [
  { source: JOBS_PATH, has: [{ type: 'header' as const, key: ROUTE_HEADER, value: JOBS_ROUTING }], destination: JOBS_ROUTE },
  { source: '/:path*', has: [{ type: 'header' as const, key: ROUTE_HEADER, value: 'refuse' }], destination: `${NOT_FOUND_PREFIX}/:path*` },
  // The key becomes the route's first segment: Next caches the render per (key, page), so readers
  // with the same named groups share one render of each page (issue 12).
  {
    source: '/:path*',
    has: [{ type: 'header' as const, key: ROUTE_HEADER, value: 'reader:(?<key>[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)' }],
    destination: `${READER_PREFIX}/:key/:path*`,
  },
];

/** Auth.js's session cookie (plain or `__Secure-`, possibly split into `.0`, `.1` chunks). */
const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?$/;

/**
 * Routes of the app that are not docs pages: the proxy leaves them alone (each reads the reader
 * itself where it needs to). Everything else reaches the docs catch-all, as it always did; `/v2/…`
 * outside the agent API is a docs site's (lib/site/reserved-routes), so only the app's own
 * prefixes are listed.
 */
const OTHER_PREFIXES = [
  '/_next/',
  '/api/auth/',
  '/api/editor/',
  '/api/playground/',
  '/api/site/',
  '/md/',
  '/v1/project/',
  '/v2/agent/',
  '/demo-api/',
  '/docs-files/',
  '/pull/',
  '/og-image/',
];
const OTHER_PATHS = new Set(['/api/search', '/login', '/llms.txt', '/robots.txt', '/sitemap.xml', '/demo-api', '/og-image']);
// next.config.ts sends these to /docs-files and /md before the catch-all: files beside pages, `.md` twins.
const FILE_OR_MARKDOWN = new RegExp(`\\.(?:${[...Object.keys(STATIC_TYPES), 'json', 'yaml', 'yml', 'css', 'js', 'md'].join('|')})$`, 'i');

/** The proxy's decision for one request: leave it, render it for its reader, or answer as a missing page. */
export type ReaderRouting = 'pass' | 'reader' | 'refuse';

/**
 * Where a request goes. `perReader` is true when the site has gating and sign-in is configured;
 * only then, and only for a docs URL sent with a session cookie, is the page rendered per request.
 * Why a cookie's presence and not its content: the reader route decodes the session itself and
 * treats an invalid one as signed out, so the proxy never decides access and stays cheap.
 */
export function routeRequest(pathname: string, cookieNames: readonly string[], perReader: boolean): ReaderRouting {
  if (isReaderPath(pathname)) return 'refuse';
  if (!perReader || !isDocsPath(pathname) || !cookieNames.some((name) => SESSION_COOKIE.test(name))) return 'pass';
  return 'reader';
}

/**
 * Whether `pathname` names an internal route, the reader route or the jobs page's (any case: file
 * systems and Next may fold it).
 */
export function isReaderPath(pathname: string): boolean {
  let lower = pathname.toLowerCase();
  try {
    lower = decodeURIComponent(lower);
  } catch {
    // A malformed escape cannot spell the prefix in its decoded form; the raw form was checked.
  }
  return [READER_PREFIX, JOBS_ROUTE].some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** Whether `pathname` is served by the docs catch-all (a page, a redirect or the docs 404). */
export function isDocsPath(pathname: string): boolean {
  // reservedOwner: every route of the app that is not a page (the same list lectern check uses), so a
  // route added later is left alone here too.
  if (OTHER_PATHS.has(pathname) || OTHER_PREFIXES.some((p) => pathname.startsWith(p)) || reservedOwner(pathname)) return false;
  return !FILE_OR_MARKDOWN.test(pathname);
}
