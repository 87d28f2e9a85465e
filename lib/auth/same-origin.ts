/**
 * The origin a reader's browser uses for this site: AUTH_URL's when the operator pinned it (as
 * production requires), else the one the request was addressed to (`X-Forwarded-Host` and
 * `-Proto` from a trusted proxy, or `Host`). A cross-site page cannot choose these headers: the
 * browser sets `Host`, and any custom header would need a CORS preflight that fails.
 */
export function getSiteOrigin(headers: Headers, pinned?: string): string | undefined {
  if (pinned) return pinned;
  const host = headers.get('x-forwarded-host')?.split(',')[0].trim() || headers.get('host');
  if (!host) return undefined;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https' ? 'https' : 'http';
  return `${proto}://${host}`.toLowerCase();
}

/**
 * Whether a state-changing request comes from a page of this site (login CSRF defence). Browsers
 * that send `Sec-Fetch-Site` are trusted on it alone (`same-origin` only; `same-site` is a sibling
 * subdomain, which may be someone else's); otherwise `Origin` must equal the site's origin. A
 * request with neither header is refused: every browser in use sends one of them on a POST.
 */
export function isSameOriginRequest(headers: Headers, siteOrigin: string | undefined): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = headers.get('origin');
  return Boolean(origin && siteOrigin && origin !== 'null' && origin.toLowerCase() === siteOrigin.toLowerCase());
}
