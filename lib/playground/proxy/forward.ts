/**
 * The proxy's exchange with the API, hop by hop over the server's one outbound client: each hop
 * meets the address policy again (inside the client) and the servers allow-list again (here);
 * redirects follow fetch's rules for method and body; a streamed body that a redirect would need
 * again is not replayed (request-body.ts keeps only small bodies).
 */
import 'server-only';
import { formatBytes } from '../../http/capped-body';
import { requestOutbound, type OutboundRequest, type OutboundResult } from '../../http/outbound-request';
import { isAllowedTarget, type AllowRule } from '../allow-list';
import { refuse } from './problem';
import { BodyTooLargeError, type RequestBody } from './request-body';

export type Upstream = Extract<OutboundResult, { ok: true }>;

export type ForwardContext = {
  rules: AllowRule[];
  origin: string | undefined;
  maxRedirects: number;
  idleTimeoutMs: number;
  deadlineMs: number;
  /** Fires at the total deadline. */
  deadline: AbortSignal;
  /** The deadline, or the reader going away. */
  signal: AbortSignal;
  replayMax: number;
} & Pick<OutboundRequest, 'allowPrivate' | 'vet' | 'resolve'>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Sends the request, following allowed redirects; the API's final answer, or the proxy's refusal. */
export async function forward(
  start: URL,
  method: string,
  headers: [string, string][],
  body: RequestBody,
  ctx: ForwardContext,
): Promise<{ ok: true; url: URL; upstream: Upstream } | { ok: false; response: Response }> {
  let url = start;
  let current = { method, headers, body };
  for (let hop = 0; ; hop++) {
    const result = await requestOutbound(url, {
      method: current.method,
      headers: withLength(current.headers, current.body),
      body: toPayload(current.body),
      idleTimeoutMs: ctx.idleTimeoutMs,
      signal: ctx.signal,
      allowPrivate: ctx.allowPrivate,
      vet: ctx.vet,
      resolve: ctx.resolve,
    });
    if (!result.ok) return { ok: false, response: toRefusal(result, url, ctx) };
    const location = result.headers.find(([n]) => n.toLowerCase() === 'location')?.[1];
    if (!REDIRECTS.has(result.status) || !location) return { ok: true, url, upstream: result };
    result.body.destroy();
    if (hop >= ctx.maxRedirects)
      return {
        ok: false,
        response: refuse('too_many_redirects', `The API redirected more than ${ctx.maxRedirects} times; the proxy stopped following.`),
      };
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return { ok: false, response: refuse('upstream_invalid', `The API redirected to "${location}", which is not a URL.`) };
    }
    if (!isAllowedTarget(next, ctx.rules, ctx.origin))
      return {
        ok: false,
        response: refuse(
          'redirect_not_allowed',
          `The API redirected to ${next.origin}${next.pathname}, which is outside its servers, so the proxy did not follow.`,
        ),
      };
    current = redirected(current, result.status, url, next);
    if (current.body.kind === 'streamed') {
      return {
        ok: false,
        response: refuse(
          'redirect_not_replayable',
          `The API redirected (${result.status}) to ${next.origin}${next.pathname} and wants the request body sent again; the proxy keeps bodies up to ${formatBytes(ctx.replayMax)} for that and this one was larger, so it did not follow. Send the request to that URL instead.`,
        ),
      };
    }
    url = next;
  }
}

/** Fetch semantics (https://fetch.spec.whatwg.org/#http-redirect-fetch): 303, and POST on 301/302, become GET without a body. */
function redirected(current: { method: string; headers: [string, string][]; body: RequestBody }, status: number, from: URL, to: URL) {
  let { method, headers, body } = current;
  if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
    method = method === 'HEAD' ? 'HEAD' : 'GET';
    body = { kind: 'none' };
    headers = headers.filter(([n]) => !/^content-/i.test(n));
  }
  // Credentials are for the origin they were typed for.
  if (to.origin !== from.origin) headers = headers.filter(([n]) => !/^(authorization|cookie)$/i.test(n));
  return { method, headers, body };
}

function toPayload(body: RequestBody): OutboundRequest['body'] {
  if (body.kind === 'buffered') return body.bytes;
  if (body.kind === 'streamed') return body.chunks;
  return undefined;
}

/** A streamed body keeps the length the browser declared, so the API gets a plain body, not chunks. */
function withLength(headers: [string, string][], body: RequestBody): [string, string][] {
  return body.kind === 'streamed' && body.declaredLength !== undefined
    ? [...headers, ['content-length', String(body.declaredLength)]]
    : headers;
}

function toRefusal(result: Exclude<OutboundResult, { ok: true }>, url: URL, ctx: ForwardContext): Response {
  switch (result.kind) {
    case 'refused':
      return refuse(
        'private_address',
        `${url.hostname} is a private or loopback address${result.address !== url.hostname.replace(/^\[|\]$/g, '') ? ` (${result.address})` : ''}, ${result.range}, which the proxy does not reach unless the site allows it (LECTERN_PROXY_ALLOW_PRIVATE=1).`,
      );
    case 'timeout':
      return refuse('upstream_timeout', `${url.host} did not answer within ${ctx.idleTimeoutMs / 1000} s.`);
    case 'aborted':
      return ctx.deadline.aborted
        ? refuse(
            'upstream_timeout',
            `The exchange with ${url.host} did not finish within ${ctx.deadlineMs / 1000} s, the proxy's limit for a whole request.`,
          )
        : refuse('upstream_unreachable', `The request to ${url.host} was cancelled.`);
    case 'body':
      return result.error instanceof BodyTooLargeError
        ? refuse(
            'request_too_large',
            `The request body is larger than the proxy's limit of ${formatBytes(result.error.max)}; the upload was cut off.`,
          )
        : refuse('upstream_unreachable', `The request body could not be sent to ${url.host}.`);
    case 'invalid':
      return refuse('header_invalid', result.message);
    case 'network':
      return refuse('upstream_unreachable', `The proxy could not reach ${url.host} (${result.code}).`);
  }
}
