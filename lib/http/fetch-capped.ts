/**
 * A whole request-and-read over the one outbound client (outbound-request.ts), for server-side
 * callers that want the body as text: deployment spec fetches and the site refresh call. Each
 * redirect hop goes through the client again, so it meets the address policy again; the time
 * limit covers the whole exchange, hops and body included, and the body is capped.
 */
import 'server-only';
import { readCapped } from './capped-body';
import { requestOutbound, type OutboundResult } from './outbound-request';
import type { Resolve } from './vetted-lookup';

export type CappedFetchOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange: every hop, headers and body. */
  timeoutMs: number;
  maxBytes: number;
  /** 0: a redirect is returned as the answer. Only GET and HEAD follow redirects. */
  maxRedirects: number;
  allowPrivate: boolean;
  /** Replaces the system resolver; for tests of what a name resolves to. */
  resolve?: Resolve;
};

/** `body` is the bytes as UTF-8 text; `bytes` the same bytes raw, for binary answers (a font file). */
export type CappedFetchResult = { status: number; headers: Record<string, string>; body: string; bytes: Buffer; url: string };

/** Why a capped fetch failed; `kind` tells a refused address from other failures. */
export class OutboundError extends Error {
  constructor(
    readonly kind: Exclude<OutboundResult, { ok: true }>['kind'] | 'too_large' | 'redirects',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/** Requests `url`, follows redirects (GET/HEAD), reads the body up to the cap; throws `OutboundError`. */
export async function fetchCapped(url: string, options: CappedFetchOptions): Promise<CappedFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const method = (options.method ?? 'GET').toUpperCase();
  const body = options.body === undefined ? undefined : new TextEncoder().encode(options.body);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new OutboundError('invalid', `${url} is not a valid URL`);
  }
  for (let hop = 0; ; hop++) {
    const result = await requestOutbound(current, {
      method,
      headers: Object.entries(options.headers ?? {}),
      body,
      idleTimeoutMs: options.timeoutMs,
      signal,
      allowPrivate: options.allowPrivate,
      resolve: options.resolve,
    });
    if (!result.ok) throw toError(result, current, options.timeoutMs);
    const headers = Object.fromEntries(result.headers.map(([name, value]) => [name.toLowerCase(), value]));
    const location = headers.location;
    const follows = (method === 'GET' || method === 'HEAD') && options.maxRedirects > 0;
    if (follows && result.status >= 300 && result.status < 400 && result.status !== 304 && location) {
      result.body.destroy();
      if (hop >= options.maxRedirects) throw new OutboundError('redirects', `more than ${options.maxRedirects} redirects`);
      current = new URL(location, current);
      continue;
    }
    const declared = Number(headers['content-length'] ?? 0);
    if (declared > options.maxBytes) {
      result.body.destroy();
      throw new OutboundError('too_large', `larger than ${options.maxBytes} bytes`);
    }
    const read = await readCapped(result.body, options.maxBytes).catch(() => undefined);
    if (!read)
      throw signal.aborted
        ? timedOut(options.timeoutMs)
        : new OutboundError('network', `the connection to ${current.host} closed before the body ended`);
    if (!read.ok) throw new OutboundError('too_large', `larger than ${options.maxBytes} bytes`);
    return { status: result.status, headers, body: read.bytes.toString('utf8'), bytes: read.bytes, url: current.href };
  }
}

function toError(result: Exclude<OutboundResult, { ok: true }>, url: URL, timeoutMs: number): OutboundError {
  switch (result.kind) {
    case 'refused':
      return new OutboundError('refused', `${url.hostname} is a private or loopback address (${result.address}), range ${result.range}`);
    case 'timeout':
    case 'aborted':
      return timedOut(timeoutMs);
    case 'invalid':
      return new OutboundError('invalid', result.message);
    case 'body':
      return new OutboundError('body', `the request body could not be sent (${(result.error as Error)?.message})`);
    case 'network':
      return new OutboundError('network', `${url.host} could not be reached (${result.code})`);
  }
}

function timedOut(timeoutMs: number): OutboundError {
  return new OutboundError('timeout', `no answer within ${timeoutMs / 1000} s`);
}
