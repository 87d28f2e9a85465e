/**
 * Lectern's one HTTP client for requests the server makes on someone else's behalf (the
 * playground proxy, deployment spec fetches, the site refresh call). One exchange per call over
 * node:http(s) rather than fetch, because fetch follows redirects on its own and resolves names
 * where we cannot see the answer: here an IP literal is vetted before connecting, a name inside
 * the socket's lookup (vetted-lookup.ts), and redirects are returned to the caller, who checks
 * the next hop and calls again, so every hop meets the address policy.
 */
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable } from 'node:stream';
import { getAddressRange, type AddressRange } from './address-policy';
import { AddressRefusedError, createVettedLookup, systemResolve, type Resolve, type VetAddress } from './vetted-lookup';

export type OutboundRequest = {
  method: string;
  headers: [string, string][];
  /** Bytes, or a stream sent as it arrives (its iterator may throw to cut the upload). */
  body?: Uint8Array | AsyncIterable<Uint8Array>;
  /** The longest silence allowed on the socket before the response headers. */
  idleTimeoutMs: number;
  /** Ends the exchange (a deadline, or the client that asked going away), headers or body. */
  signal?: AbortSignal;
  /** Connect to private addresses too (an operator's explicit choice). */
  allowPrivate?: boolean;
  /** Replaces the address policy; for tests that must treat their loopback server as public. */
  vet?: VetAddress;
  /** Replaces the system resolver; for tests of what a name resolves to. */
  resolve?: Resolve;
};

export type OutboundResult =
  | { ok: true; status: number; statusText: string; headers: [string, string][]; body: Readable }
  | { ok: false; kind: 'refused'; host: string; address: string; range: string }
  | { ok: false; kind: 'timeout' }
  | { ok: false; kind: 'aborted' }
  | { ok: false; kind: 'body'; error: unknown }
  | { ok: false; kind: 'invalid'; message: string }
  | { ok: false; kind: 'network'; code: string };

const ANY: VetAddress = () => ({ isPublic: true, range: 'allowed by the operator' }) satisfies AddressRange;

/** Sends one request; resolves when the response headers arrive or the exchange fails. Never throws. */
export function requestOutbound(url: URL, req: OutboundRequest): Promise<OutboundResult> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.resolve({ ok: false, kind: 'invalid', message: `${url.protocol} URLs are not requested` });
  const headers = toHeaderObject(req.headers);
  if (typeof headers === 'string') return Promise.resolve({ ok: false, kind: 'invalid', message: headers });
  const vet = req.vet ?? (req.allowPrivate ? ANY : getAddressRange);
  // Node connects to an IP literal without calling `lookup`, so literals are vetted here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal)) {
    const verdict = vet(literal);
    if (!verdict.isPublic)
      return Promise.resolve({ ok: false, kind: 'refused', host: url.hostname, address: literal, range: verdict.range });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: OutboundResult) => {
      if (!settled) resolve(result);
      settled = true;
    };
    const lookup = createVettedLookup(vet, req.resolve ?? systemResolve);
    const outgoing = client.request(url, { method: req.method, headers, lookup, signal: req.signal, timeout: req.idleTimeoutMs }, (res) => {
      outgoing.setTimeout(0);
      const list: [string, string][] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) list.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
      settle({ ok: true, status: res.statusCode ?? 502, statusText: res.statusMessage ?? '', headers: list, body: res });
    });
    outgoing.on('timeout', () => {
      settle({ ok: false, kind: 'timeout' });
      outgoing.destroy();
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof AddressRefusedError)
        settle({ ok: false, kind: 'refused', host: error.host, address: error.address, range: error.range });
      else if (error.name === 'AbortError' || req.signal?.aborted) settle({ ok: false, kind: 'aborted' });
      else settle({ ok: false, kind: 'network', code: error.code ?? error.message });
    });
    sendBody(outgoing, req.body, (error) => {
      settle({ ok: false, kind: 'body', error });
      outgoing.destroy();
    });
  });
}

/** Ends the request with its body; a streamed body that fails cuts the upload off mid-way. */
function sendBody(outgoing: http.ClientRequest, body: OutboundRequest['body'], onBodyError: (error: unknown) => void): void {
  if (!body || body instanceof Uint8Array) {
    outgoing.end(body?.length ? body : undefined);
    return;
  }
  const source = Readable.from(body, { objectMode: false });
  source.on('error', onBodyError);
  // A connection that fails (or is refused) first stops reading the rest of the body.
  outgoing.on('close', () => source.destroy());
  source.pipe(outgoing);
}

/**
 * Repeated names join with `, ` (`; ` for Cookie, RFC 9110 §5.3); node wants an object. A name
 * or value HTTP cannot carry comes back as a sentence instead of a throw from node.
 */
function toHeaderObject(list: [string, string][]): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const [name, value] of list) {
    try {
      http.validateHeaderName(name);
      http.validateHeaderValue(name, value);
    } catch {
      return `The header "${name}" has a name or value that HTTP cannot carry.`;
    }
    const key = name.toLowerCase();
    out[key] = key in out ? `${out[key]}${key === 'cookie' ? '; ' : ', '}${value}` : value;
  }
  return out;
}
