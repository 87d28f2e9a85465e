/**
 * The second kind of URL the proxy forwards to, besides the page's operation: an OAuth endpoint
 * the operation's own security schemes declare, for a reader whose browser cannot reach it (no
 * CORS). Only exact URLs count, never "anything under": a `tokenUrl` or `refreshUrl` of an
 * `oauth2` flow (POST, RFC 6749 §3.2) and an `openIdConnectUrl` (GET, its discovery document).
 * Authorization URLs are not here: the browser navigates to them, it never fetches them. A
 * relative URL means the site's configured origin, as relative servers do. Pure.
 * https://spec.openapis.org/oas/v3.1.0#oauth-flow-object
 */
import type { SecurityModel } from '../../openapi/page-model-types';

/** The method the proxy may send to `target` as an OAuth endpoint of `security`, or undefined. */
export function getOAuthTargetMethod(target: URL, security: SecurityModel, origin: string | undefined): 'POST' | 'GET' | undefined {
  if (target.username || target.password || target.hash) return undefined;
  const same = (declared: string | undefined) => !!declared && sameUrl(declared, target, origin);
  for (const scheme of security.flat()) {
    if (scheme.type === 'openIdConnect' && same(scheme.openIdConnectUrl)) return 'GET';
    if (scheme.type !== 'oauth2') continue;
    for (const flow of Object.values(scheme.flows ?? {})) if (same(flow.tokenUrl) || same(flow.refreshUrl)) return 'POST';
  }
  return undefined;
}

/** Whether a declared URL is exactly `target` (scheme, host, port, path and query), after the URL parser's normalisation. */
function sameUrl(declared: string, target: URL, origin: string | undefined): boolean {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(declared);
  if (!absolute && !origin) return false;
  try {
    const url = new URL(declared, origin);
    return url.href === target.href;
  } catch {
    return false;
  }
}
