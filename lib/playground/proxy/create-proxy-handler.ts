/**
 * Lectern's playground proxy as a route-handler factory (app/api/playground/proxy/route.ts
 * re-exports it). It is a security boundary, and not a relay: the operation is looked up
 * server-side from the page the request names; the request must be that operation (its method,
 * and its path template under one of its servers or the operator's allow-list); relative servers
 * mean the configured SITE_URL, never a client's Host header; private and loopback addresses are
 * refused unless allowed; every redirect hop is checked again; bodies are capped both ways and
 * the whole exchange has a deadline; only the reader's own headers and API cookies go out.
 * Besides the operation, it forwards to the exact OAuth token and discovery URLs that the
 * operation's security schemes declare (oauth-target.ts), for token endpoints without CORS.
 */
import 'server-only';
import { Readable } from 'node:stream';
import { capStream, formatBytes } from '../../http/capped-body';
import type { OutboundRequest } from '../../http/outbound-request';
import { buildSecurity } from '../../openapi/security';
import { buildServers } from '../../openapi/servers';
import type { RouteEntry, Site } from '../../site/types';
import { hasEscapingSegment, isAllowedTarget, isOperationTarget, isRelativeRule, type AllowRule } from '../allow-list';
import { PROXY_HEADERS } from '../proxy-protocol';
import { getRouteOperation } from '../route-operation';
import { getOAuthTargetMethod } from './oauth-target';
import { getPlaygroundSettings } from '../settings';
import { forward, type Upstream } from './forward';
import { toBrowserHeaders, toUpstreamHeaders } from './headers';
import { refuse } from './problem';
import { toRequestBody } from './request-body';

/** What the proxy reads of the route table: the page, its operation, and `api` settings. */
export type ProxySite = Pick<Site, 'config' | 'byUrl' | 'specs' | 'handWrittenEndpoints'>;

export type ProxyOptions = {
  getSite: () => Promise<ProxySite>;
  /** Reach loopback and private networks (intranet APIs; `next dev`). */
  allowPrivate?: boolean;
  /** Replaces the address policy of lib/http (a seam for tests on loopback). */
  vet?: OutboundRequest['vet'];
  /** Extra base URLs the proxy may reach, for any page's operation (operator's allow-list). */
  allow?: string[];
  /** The site's public origin (SITE_URL); relative server URLs mean it, and nothing else. */
  siteOrigin?: string;
  maxRequestBytes?: number;
  /** Request bodies up to this size are kept to send again on a 307/308 redirect. */
  replayBytes?: number;
  maxResponseBytes?: number;
  /** Longest silence before the API's response headers. */
  timeoutMs?: number;
  /** Longest whole exchange: every hop, the upload and the response body. */
  deadlineMs?: number;
  maxRedirects?: number;
  /**
   * May the reader of this request use this page's playground (page visible to them, and an
   * `auth` playground allowed)? Asked for every request when given; without it only
   * `interactive` pages are served.
   */
  canUse?: (route: RouteEntry, request: Request) => boolean | Promise<boolean>;
};

/** Build the proxy's request handler. */
export function createProxyHandler(options: ProxyOptions): (request: Request) => Promise<Response> {
  const limits = {
    maxRequest: options.maxRequestBytes ?? 10 * 1024 * 1024,
    replayMax: options.replayBytes ?? 1024 * 1024,
    maxResponse: options.maxResponseBytes ?? 50 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    idleTimeoutMs: options.timeoutMs ?? 30_000,
    deadlineMs: options.deadlineMs ?? 120_000,
  };

  async function proxy(request: Request): Promise<Response> {
    const targetHeader = request.headers.get(PROXY_HEADERS.target);
    const page = request.headers.get(PROXY_HEADERS.page);
    if (!targetHeader || !page)
      return refuse('not_from_playground', 'This request did not come from the playground: it names no target URL or page.');
    if (request.headers.get('sec-fetch-site') === 'cross-site')
      return refuse('cross_site', 'The proxy only serves the playground on this site.');
    const site = await options.getSite();
    const route = site.byUrl.get(safeDecode(page));
    const found = getRouteOperation(site, route);
    if (!route || !found || found.entry.kind !== 'endpoint')
      return refuse('no_operation', `The page ${page} documents no API operation, so the proxy has nothing to send.`);
    const display = getPlaygroundSettings(site.config?.api, route.frontmatter, found.entry.xDocs.metadata).display;
    const open = display === 'interactive' || display === 'auth';
    const allowed = open && (options.canUse ? (await options.canUse(route, request)) === true : display === 'interactive');
    if (!allowed)
      return refuse(
        'playground_disabled',
        display === 'auth'
          ? 'Sign in with an account that may use this playground to send requests.'
          : 'The playground is turned off for this page, so requests are not sent.',
      );

    let url: URL;
    try {
      url = new URL(targetHeader);
    } catch {
      return refuse('target_invalid', `"${targetHeader}" is not a valid absolute URL.`);
    }
    const servers = buildServers(found.spec.doc, found.entry);
    const rules: AllowRule[] = [...servers, ...(options.allow ?? []).map((u) => ({ url: u }))];
    const { method: opMethod, path: opPath } = found.entry;
    if (hasEscapingSegment(url))
      return refuse(
        'not_this_operation',
        `A segment of ${url.pathname} decodes to "/", "\\", "." or "..", or does not decode; an API could route it to another operation than this page's ${opMethod} ${opPath}, so the proxy does not send it.`,
      );
    // An OAuth token or discovery URL the operation's schemes declare, exactly (oauth-target.ts).
    const oauthMethod = getOAuthTargetMethod(url, buildSecurity(found.spec.doc, found.entry.operation), options.siteOrigin);
    if (!oauthMethod && !isOperationTarget(url, rules, options.siteOrigin, opPath)) {
      return isAllowedTarget(url, rules, options.siteOrigin)
        ? refuse(
            'not_this_operation',
            `This page's playground sends only ${opMethod} ${opPath}; ${url.pathname} is another path on the API, which the proxy does not send for this page.`,
          )
        : refuse('target_not_allowed', notAllowedSentence(url, servers, options.siteOrigin));
    }
    const method = request.method.toUpperCase();
    const expected = oauthMethod ?? opMethod;
    const what = oauthMethod ? `the OAuth endpoint ${url.href}` : `${opMethod} ${opPath}`;
    if (method !== expected && !(method === 'HEAD' && expected === 'GET'))
      return refuse('method_not_allowed', `This page's playground sends only ${expected} to ${what}, not ${method}.`, {
        allow: expected === 'GET' ? 'GET, HEAD' : expected,
      });

    const hasBody = method !== 'GET' && method !== 'HEAD';
    const upstreamHeaders = toUpstreamHeaders(request.headers, hasBody && request.body !== null);
    if (!upstreamHeaders.ok) return refuse('header_invalid', upstreamHeaders.message);
    const deadline = AbortSignal.timeout(limits.deadlineMs);
    const body = hasBody
      ? await toRequestBody(
          request.body,
          request.headers.get('content-length'),
          { max: limits.maxRequest, replayMax: limits.replayMax },
          deadline,
        )
      : ({ kind: 'none' } as const);
    if (body.kind === 'too_large')
      return refuse('request_too_large', `The request body is larger than the proxy's limit of ${formatBytes(limits.maxRequest)}.`);
    if (body.kind === 'timeout')
      return refuse(
        'upstream_timeout',
        `The request body did not arrive within ${limits.deadlineMs / 1000} s, the proxy's limit for a whole request.`,
      );
    const signal = AbortSignal.any([request.signal, deadline]);
    // A token endpoint has no reason to redirect, and following one would leave the exact URL.
    const hops = oauthMethod ? { rules: [{ url: url.href }], maxRedirects: 0 } : { rules, maxRedirects: limits.maxRedirects };
    const sent = await forward(url, method, upstreamHeaders.headers, body, {
      origin: options.siteOrigin,
      ...limits,
      ...hops,
      deadline,
      signal,
      allowPrivate: options.allowPrivate,
      vet: options.vet,
    });
    return sent.ok ? toBrowserResponse(sent.upstream, sent.url, limits.maxResponse) : sent.response;
  }

  // Whatever goes wrong inside, the reader gets a sentence and the log gets the cause, never a stack in the answer.
  return async (request) => {
    try {
      return await proxy(request);
    } catch (error) {
      console.error(`[lectern proxy] ${(error as Error)?.name}: ${(error as Error)?.message}`);
      return refuse('internal_error', 'The proxy failed on this request; the site’s log has the cause.');
    }
  };
}

function toBrowserResponse(result: Upstream, url: URL, maxResponse: number): Response {
  const length = Number(result.headers.find(([n]) => n.toLowerCase() === 'content-length')?.[1]);
  if (length > maxResponse) {
    result.body.destroy();
    return refuse(
      'response_too_large',
      `The response (${formatBytes(length)}) is larger than the proxy's limit of ${formatBytes(maxResponse)}.`,
    );
  }
  if (result.status < 200 || result.status > 599) {
    result.body.destroy();
    return refuse('upstream_invalid', `The API answered with status ${result.status}, which the proxy cannot pass on.`);
  }
  const empty = result.status === 204 || result.status === 205 || result.status === 304;
  if (empty) result.body.resume();
  const statusText = /^[\t\x20-\x7e\x80-\xff]*$/.test(result.statusText) ? result.statusText : '';
  const stream = empty ? null : capStream(toWebStream(result.body), maxResponse);
  return new Response(stream, { status: result.status, statusText, headers: toBrowserHeaders(result.headers, url.href) });
}

function toWebStream(body: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
}

function notAllowedSentence(url: URL, servers: AllowRule[], origin: string | undefined): string {
  const names = servers.map((s) => s.url).join(', ') || 'none';
  const relative = servers.some(isRelativeRule);
  const base = `The proxy only sends requests to this API's servers (${names}${relative && origin ? `, relative to ${origin}` : ''}); ${url.origin} is not one of them.`;
  // Hole 3 of issue 11: a relative server once meant "whatever Host the client sent".
  return relative && !origin
    ? `${base} A relative server is this site itself, which the playground calls straight from your browser; the proxy resolves one only against the site's configured address (SITE_URL), which is not set.`
    : base;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
