/**
 * One HTTP exchange with the API, over node:http(s) rather than fetch: redirects are never
 * followed here (the caller re-checks each hop), the body is passed through untouched, and the
 * DNS answer is checked inside the connection's own lookup, so a name cannot resolve to a
 * public address for the check and a private one for the connection (DNS rebinding).
 */
import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';

export type UpstreamResult =
  | { ok: true; status: number; statusText: string; headers: [string, string][]; body: Readable }
  | { ok: false; kind: 'private'; address: string }
  | { ok: false; kind: 'timeout' }
  | { ok: false; kind: 'network'; code: string };

/** `isBlocked`: whether an address may not be connected to (private ones, unless allowed). */
export type UpstreamRequest = { method: string; headers: [string, string][]; body?: Uint8Array; isBlocked: (address: string) => boolean; timeoutMs: number; signal?: AbortSignal };

const PRIVATE = 'ELECTERN_PRIVATE';

/** Send one request; resolves once response headers arrive (or it fails), never throws. */
export function requestUpstream(url: URL, req: UpstreamRequest): Promise<UpstreamResult> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && req.isBlocked(host)) return Promise.resolve({ ok: false, kind: 'private', address: host });
  let refusedAddress = '';
  const lookup = (hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const bad = addresses.find((a) => req.isBlocked(a.address));
      if (bad) {
        refusedAddress = bad.address;
        return callback(Object.assign(new Error(`private address ${bad.address}`), { code: PRIVATE }));
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: UpstreamResult) => {
      if (!settled) resolve(result);
      settled = true;
    };
    const outgoing = client.request(url, { method: req.method, headers: toHeaderObject(req.headers), lookup: lookup as never, signal: req.signal, timeout: req.timeoutMs }, (res) => {
      outgoing.setTimeout(0);
      const headers: [string, string][] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
      settle({ ok: true, status: res.statusCode ?? 502, statusText: res.statusMessage ?? '', headers, body: res });
    });
    outgoing.on('timeout', () => {
      settle({ ok: false, kind: 'timeout' });
      outgoing.destroy();
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === PRIVATE || refusedAddress) settle({ ok: false, kind: 'private', address: refusedAddress });
      else settle({ ok: false, kind: 'network', code: error.code ?? error.message });
    });
    outgoing.end(req.body && req.body.length ? req.body : undefined);
  });
}

/** Repeated names join with `, ` (RFC 9110 §5.3); node wants an object. */
function toHeaderObject(list: [string, string][]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of list) {
    const key = name.toLowerCase();
    out[key] = key in out ? `${out[key]}${key === 'cookie' ? '; ' : ', '}${value}` : value;
  }
  return out;
}
