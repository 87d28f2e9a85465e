/**
 * Lectern's playground proxy as a route-handler factory (app/api/playground/proxy/route.ts
 * re-exports it). It is a security boundary: the operation is looked up server-side from the
 * page the request names; the target must lie under that operation's servers or the operator's
 * allow-list; private and loopback addresses are refused unless allowed; every redirect hop is
 * checked again; bodies are capped; only the reader's own headers and API cookies go out.
 */
import 'server-only';
import { buildServers } from '../../openapi/servers';
import type { RouteEntry, Site } from '../../site/types';
import { isAllowedTarget, type AllowRule } from '../allow-list';
import { isPrivateAddress } from '../private-address';
import { PROXY_HEADERS } from '../proxy-protocol';
import { getRouteOperation } from '../route-operation';
import { getPlaygroundSettings } from '../settings';
import { readCapped, toCappedStream } from './body-limits';
import { toBrowserHeaders, toUpstreamHeaders } from './headers';
import { formatBytes, refuse } from './problem';
import { requestUpstream } from './upstream';

export type ProxyOptions = {
  getSite: () => Promise<Pick<Site, 'config' | 'byUrl' | 'specs'>>;
  /** Reach loopback and private networks (development, tests, intranet APIs). */
  allowPrivate?: boolean;
  /** Which addresses count as private (a seam for tests); default `isPrivateAddress`. */
  isPrivate?: (address: string) => boolean;
  /** Extra URL prefixes the proxy may reach for any page (operator's allow-list). */
  allow?: string[];
  /** The site's public origin; relative server URLs resolve against it (default: the request's). */
  siteOrigin?: string;
  maxRequestBytes?: number;
  maxResponseBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * May the reader of this request use this page's playground (page visible to them, and an
   * `auth` playground allowed)? Asked for every request when given; without it only
   * `interactive` pages are served.
   */
  canUse?: (route: RouteEntry, request: Request) => boolean | Promise<boolean>;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Build the proxy's request handler. */
export function createProxyHandler(options: ProxyOptions): (request: Request) => Promise<Response> {
  const maxRequest = options.maxRequestBytes ?? 10 * 1024 * 1024;
  const maxResponse = options.maxResponseBytes ?? 50 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const isBlocked = options.allowPrivate ? () => false : (options.isPrivate ?? isPrivateAddress);

  return async function proxy(request: Request): Promise<Response> {
    const targetHeader = request.headers.get(PROXY_HEADERS.target);
    const page = request.headers.get(PROXY_HEADERS.page);
    if (!targetHeader || !page) return refuse('not_from_playground', 'This request did not come from the playground: it names no target URL or page.');
    if (request.headers.get('sec-fetch-site') === 'cross-site') return refuse('cross_site', 'The proxy only serves the playground on this site.');
    const site = await options.getSite();
    const route = site.byUrl.get(safeDecode(page));
    const found = getRouteOperation(site, route);
    if (!route || !found) return refuse('no_operation', `The page ${page} documents no API operation, so the proxy has nothing to send.`);
    const display = getPlaygroundSettings(site.config?.api, route.frontmatter, found.entry.xDocs.metadata).display;
    const open = display === 'interactive' || display === 'auth';
    const allowed = open && (options.canUse ? (await options.canUse(route, request)) === true : display === 'interactive');
    if (!allowed) return refuse('playground_disabled', display === 'auth' ? 'Sign in with an account that may use this playground to send requests.' : 'The playground is turned off for this page, so requests are not sent.');

    let url: URL;
    try {
      url = new URL(targetHeader);
    } catch {
      return refuse('target_invalid', `"${targetHeader}" is not a valid absolute URL.`);
    }
    const servers = buildServers(found.spec.doc, found.entry);
    const rules: AllowRule[] = [...servers, ...(options.allow ?? []).map((u) => ({ url: u }))];
    const origin = options.siteOrigin ?? requestOrigin(request);
    if (!isAllowedTarget(url, rules, origin)) {
      const names = servers.map((s) => s.url).join(', ') || 'none';
      return refuse('target_not_allowed', `The proxy only sends requests to this API's servers (${names}${servers.some((s) => !/^[a-z{][^:/]*:\/\//i.test(s.url)) ? `, relative to ${origin}` : ''}); ${url.origin} is not one of them.`);
    }

    let method = request.method.toUpperCase();
    let body = method === 'GET' || method === 'HEAD' ? undefined : await readCapped(request.body, maxRequest);
    if (body === undefined && method !== 'GET' && method !== 'HEAD') return refuse('request_too_large', `The request body is larger than the proxy's limit of ${formatBytes(maxRequest)}.`);
    let headers = toUpstreamHeaders(request.headers, !!body?.length);

    for (let hop = 0; ; hop++) {
      const result = await requestUpstream(url, { method, headers, body, isBlocked, timeoutMs, signal: request.signal });
      if (!result.ok) {
        if (result.kind === 'private') return refuse('private_address', `${url.hostname} is a private or loopback address${result.address && result.address !== url.hostname ? ` (${result.address})` : ''}, which the proxy does not reach unless the site allows it (LECTERN_PROXY_ALLOW_PRIVATE=1).`);
        if (result.kind === 'timeout') return refuse('upstream_timeout', `${url.host} did not answer within ${timeoutMs / 1000} s.`);
        return refuse('upstream_unreachable', `The proxy could not reach ${url.host} (${result.code}).`);
      }
      const location = result.headers.find(([n]) => n.toLowerCase() === 'location')?.[1];
      if (REDIRECTS.has(result.status) && location) {
        result.body.destroy();
        if (hop >= maxRedirects) return refuse('too_many_redirects', `The API redirected more than ${maxRedirects} times; the proxy stopped following.`);
        const next = new URL(location, url);
        if (!isAllowedTarget(next, rules, origin)) return refuse('redirect_not_allowed', `The API redirected to ${next.origin}${next.pathname}, which is outside its servers, so the proxy did not follow.`);
        // Fetch semantics (https://fetch.spec.whatwg.org/#http-redirect-fetch): 303, and POST on 301/302, become GET without a body.
        if (result.status === 303 || ((result.status === 301 || result.status === 302) && method === 'POST')) {
          method = method === 'HEAD' ? 'HEAD' : 'GET';
          body = undefined;
          headers = headers.filter(([n]) => !/^content-/i.test(n));
        }
        // Credentials are for the origin they were typed for.
        if (next.origin !== url.origin) headers = headers.filter(([n]) => !/^(authorization|cookie)$/i.test(n));
        url = next;
        continue;
      }
      return toBrowserResponse(result, url, maxResponse);
    }
  };
}

function toBrowserResponse(result: Extract<Awaited<ReturnType<typeof requestUpstream>>, { ok: true }>, url: URL, maxResponse: number): Response {
  const length = Number(result.headers.find(([n]) => n.toLowerCase() === 'content-length')?.[1]);
  if (length > maxResponse) {
    result.body.destroy();
    return refuse('response_too_large', `The response (${formatBytes(length)}) is larger than the proxy's limit of ${formatBytes(maxResponse)}.`);
  }
  if (result.status < 200 || result.status > 599) {
    result.body.destroy();
    return refuse('upstream_invalid', `The API answered with status ${result.status}, which the proxy cannot pass on.`);
  }
  const empty = result.status === 204 || result.status === 205 || result.status === 304;
  if (empty) result.body.resume();
  const statusText = /^[\t\x20-\x7e\x80-\xff]*$/.test(result.statusText) ? result.statusText : '';
  return new Response(empty ? null : toCappedStream(result.body, maxResponse), { status: result.status, statusText, headers: toBrowserHeaders(result.headers, url.href) });
}

/**
 * The origin the reader's browser used: its Host header (Next's `request.url` may name the
 * address the server bound to instead). A client can send any Host, which only changes what a
 * relative server means for its own request; set SITE_URL to pin it.
 */
function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host && /^[a-z0-9.:[\]-]+$/i.test(host) ? `${url.protocol}//${host}` : url.origin;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
