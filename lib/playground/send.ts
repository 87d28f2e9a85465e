/**
 * The playground's fetcher. Nothing throws into React (docs/architecture.md): every outcome is
 * `{ ok: true, … }` or `{ ok: false, kind, message }` with a sentence for the reader. Through the
 * proxy the request goes to Lectern's own route with the target and the reader's headers in
 * dedicated headers (proxy-protocol.ts); direct mode is a plain fetch. A request for the site's
 * own origin (a relative server such as `/`) is always direct: it needs no proxy (same origin, no
 * CORS), and the proxy will not resolve a relative server against a client's Host header.
 * Isomorphic.
 */
import { toFetchInput, type Attachments, type HarRequest } from '../openapi/build-request';
import { setOwnOriginCookies } from './own-origin-cookies';
import { PROXY_HEADERS, PROXY_PATH, decodeHeaderList, encodeHeaderList } from './proxy-protocol';

export type SendOptions = {
  proxy: boolean;
  /** The endpoint page's URL: the proxy's identity for the operation. */
  page: string;
  /** Direct mode: include the browser's cookies (`api.playground.credentials`). */
  credentials: boolean;
  timeoutMs: number;
  signal: AbortSignal;
  attachments?: Attachments;
};

export type FailureKind = 'network' | 'cors' | 'timeout' | 'aborted' | 'refused' | 'invalid';
export type Failure = { ok: false; kind: FailureKind; message: string };

export type SendResult =
  | {
      ok: true;
      status: number;
      statusText: string;
      headers: [string, string][];
      url: string;
      body: ReadableStream<Uint8Array> | null;
      viaProxy: boolean;
    }
  | Failure;

/**
 * Whether a request for `url` goes through the proxy: when the site uses it, and the URL is on
 * another origin than the page's (`pageOrigin`, the browser's `location.origin`).
 */
export function isProxied(url: string, proxy: boolean, pageOrigin: string): boolean {
  return proxy && originOf(url, pageOrigin) !== pageOrigin;
}

function originOf(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** Send the built request; resolves when response headers arrive. */
export async function sendRequest(har: HarRequest, opts: SendOptions): Promise<SendResult> {
  const { url, init } = toFetchInput(har, opts.attachments);
  const pageOrigin = typeof location === 'undefined' ? '' : location.origin;
  const viaProxy = isProxied(url, opts.proxy, pageOrigin);
  const ownOrigin = !viaProxy && !!pageOrigin && originOf(url, pageOrigin) === pageOrigin;
  const cookie = init.headers.find(([n]) => n.toLowerCase() === 'cookie')?.[1];
  const headers = init.headers.filter(([n]) => n.toLowerCase() !== 'cookie');
  const bad = headers.find(([n, v]) => !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(n) || /[^\t\x20-\x7e\x80-\xff]/.test(v));
  if (bad) return { ok: false, kind: 'invalid', message: `The header "${bad[0]}" has a name or value that HTTP cannot carry.` };
  if (!viaProxy && !ownOrigin && cookie)
    return {
      ok: false,
      kind: 'invalid',
      message: 'Browsers do not let a page set cookies for another site, so cookie parameters can only be sent through the proxy.',
    };
  // On its own origin the page can set the cookies itself (own-origin-cookies.ts); the browser then
  // adds the site's other cookies for that path too, as it does for any same-origin request.
  const cookies = ownOrigin && cookie ? setOwnOriginCookies(cookie, new URL(url, pageOrigin)) : undefined;
  if (cookies && !cookies.ok) return { ok: false, kind: 'invalid', message: cookies.message };
  const credentials: RequestCredentials = cookies || opts.credentials ? 'include' : 'omit';

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs);
  const signal = AbortSignal.any([opts.signal, timeout.signal]);
  try {
    const response = viaProxy
      ? await fetch(PROXY_PATH, {
          method: init.method,
          body: init.body,
          signal,
          credentials: 'same-origin',
          headers: {
            [PROXY_HEADERS.target]: url,
            [PROXY_HEADERS.page]: encodeURIComponent(opts.page),
            [PROXY_HEADERS.headers]: encodeHeaderList(headers),
            ...(cookie ? { [PROXY_HEADERS.cookie]: cookie } : {}),
          },
        })
      : await fetch(url, { method: init.method, body: init.body, headers, signal, credentials });
    if (viaProxy && response.headers.get(PROXY_HEADERS.outcome) === 'refused')
      return { ok: false, kind: 'refused', message: await refusalSentence(response) };
    const shown = viaProxy ? decodeHeaderList(response.headers.get(PROXY_HEADERS.upstreamHeaders)) : [...response.headers.entries()];
    const finalUrl = viaProxy ? decodeURI(response.headers.get(PROXY_HEADERS.finalUrl) ?? url) : response.url || url;
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      headers: shown,
      url: finalUrl,
      body: response.body,
      viaProxy,
    };
  } catch {
    if (opts.signal.aborted) return { ok: false, kind: 'aborted', message: 'You cancelled the request.' };
    if (timeout.signal.aborted)
      return { ok: false, kind: 'timeout', message: `No response within ${opts.timeoutMs / 1000} s, so the playground stopped waiting.` };
    if (viaProxy)
      return {
        ok: false,
        kind: 'network',
        message: 'The playground could not reach this site’s proxy. Check your connection and try again.',
      };
    const crossOrigin = typeof location !== 'undefined' && new URL(url, location.href).origin !== location.origin;
    return crossOrigin
      ? {
          ok: false,
          kind: 'cors',
          message: `The browser could not complete the request to ${new URL(url, location.href).origin}: the API may not allow requests from this site (CORS), or it is unreachable.`,
        }
      : { ok: false, kind: 'network', message: `Could not reach ${url}: this site did not answer. Check your connection and try again.` };
  } finally {
    clearTimeout(timer);
    if (cookies?.ok) cookies.remove();
  }
}

/** Read a response body chunk by chunk (streams show as they arrive). */
export async function readBody(
  body: ReadableStream<Uint8Array> | null,
  onChunk: (chunk: Uint8Array) => void,
  signal: AbortSignal,
): Promise<{ ok: true } | Failure> {
  if (!body) return { ok: true };
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // Cancelling the reader ends a pending read with `done` rather than an error.
      if (done)
        return signal.aborted ? { ok: false, kind: 'aborted', message: 'You stopped the response; what arrived is shown.' } : { ok: true };
      onChunk(value);
    }
  } catch {
    if (signal.aborted) return { ok: false, kind: 'aborted', message: 'You stopped the response; what arrived is shown.' };
    return {
      ok: false,
      kind: 'network',
      message: 'The response was cut off before it ended (the connection closed, or it passed the proxy’s size or time limit).',
    };
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

async function refusalSentence(response: Response): Promise<string> {
  try {
    const problem = (await response.json()) as { detail?: string };
    if (problem.detail) return problem.detail;
  } catch {
    // fall through to the generic sentence
  }
  return `The proxy refused the request (status ${response.status}).`;
}
