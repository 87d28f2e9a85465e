/**
 * Which headers cross the proxy. Towards the API: only what the reader set (from the dedicated
 * header), minus hop-by-hop and framing headers, plus the body's content type and the API
 * cookies; the browser's own headers and Lectern's cookies never leave. Towards the browser:
 * only headers that describe the body; the rest (Set-Cookie, HSTS, Clear-Site-Data,
 * WWW-Authenticate…) would act on Lectern's origin, so they travel for display only.
 */
import { PROXY_HEADERS, decodeHeaderList, encodeHeaderList } from '../proxy-protocol';

/** RFC 9110 §7.6.1 hop-by-hop headers, plus framing headers the proxy recomputes. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

const PASSED_BACK = new Set(['content-type', 'content-encoding', 'content-disposition', 'content-language', 'last-modified', 'etag']);

/** A header value HTTP/1.1 can carry: tab, visible ASCII, and Latin-1 (RFC 9110 §5.5). */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * The headers to send upstream for an incoming playground request, or a sentence naming the
 * first header whose value HTTP cannot carry (a value outside Latin-1 would otherwise throw
 * deep inside node's HTTP client).
 */
export function toUpstreamHeaders(
  incoming: Headers,
  hasBody: boolean,
): { ok: true; headers: [string, string][] } | { ok: false; message: string } {
  const list = decodeHeaderList(incoming.get(PROXY_HEADERS.headers));
  const named = new Set(
    list.filter(([n]) => n.toLowerCase() === 'connection').flatMap(([, v]) => v.split(',').map((t) => t.trim().toLowerCase())),
  );
  const out: [string, string][] = list
    .filter(([name]) => {
      const lower = name.toLowerCase();
      return (
        /^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name) &&
        !HOP_BY_HOP.has(lower) &&
        !named.has(lower) &&
        lower !== 'cookie' &&
        !lower.startsWith('x-lectern-')
      );
    })
    .map(([name, value]) => [name, value.replace(/[\r\n]/g, ' ')]);
  if (hasBody && !out.some(([n]) => n.toLowerCase() === 'content-type')) {
    const type = incoming.get('content-type');
    if (type) out.push(['content-type', type]);
  }
  const cookie = incoming.get(PROXY_HEADERS.cookie);
  if (cookie) out.push(['cookie', cookie]);
  const bad = out.find(([, value]) => !FIELD_VALUE.test(value));
  if (bad)
    return {
      ok: false,
      message: `The value of the header "${bad[0]}" has characters HTTP headers cannot carry (only Latin-1 text is allowed); encode it, for example as percent-encoded UTF-8.`,
    };
  return { ok: true, headers: out };
}

/** The response headers for the browser: body-describing ones, display copies, and isolation. */
export function toBrowserHeaders(upstream: [string, string][], finalUrl: string): Headers {
  const headers = new Headers();
  for (const [name, value] of upstream) if (PASSED_BACK.has(name.toLowerCase())) headers.append(name, value);
  headers.set(PROXY_HEADERS.outcome, 'forwarded');
  headers.set(PROXY_HEADERS.finalUrl, encodeURI(finalUrl));
  headers.set(PROXY_HEADERS.upstreamHeaders, encodeHeaderList(upstream));
  // A proxied HTML page must never run on Lectern's origin, even if opened directly.
  headers.set('content-security-policy', "sandbox; default-src 'none'");
  headers.set('x-content-type-options', 'nosniff');
  // no-transform: Next's compression would otherwise buffer streamed (SSE) responses.
  headers.set('cache-control', 'no-store, no-transform');
  return headers;
}
