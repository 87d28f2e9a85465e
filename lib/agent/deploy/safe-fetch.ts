import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isBlockedAddress } from './address-policy';

export type FetchLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number; allowPrivate: boolean };
export type FetchResult = { status: number; headers: http.IncomingHttpHeaders; body: string; url: string };

export const SPEC_FETCH_LIMITS: Omit<FetchLimits, 'allowPrivate'> = { timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024, maxRedirects: 3 };

/**
 * GET with the SSRF guard (agent-api.md B16): http(s) only; the address is vetted inside the
 * socket's own DNS lookup, so a rebinding answer cannot slip in between check and connect; every
 * redirect hop is checked again; time and size are capped.
 */
export async function safeGet(url: string, headers: Record<string, string>, limits: FetchLimits): Promise<FetchResult> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const result = await getOnce(current, headers, limits);
    const location = result.headers.location;
    if (result.status >= 300 && result.status < 400 && result.status !== 304 && location) {
      if (hop >= limits.maxRedirects) throw new Error(`more than ${limits.maxRedirects} redirects`);
      current = new URL(location, current).href;
      continue;
    }
    return { ...result, url: current };
  }
}

function getOnce(url: string, headers: Record<string, string>, limits: FetchLimits): Promise<Omit<FetchResult, 'url'>> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.reject(new Error(`${target.protocol} URLs are not fetched`));
  // Node connects to an IP literal without calling `lookup`, so literals are checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && isBlockedAddress(literal) && !limits.allowPrivate) return Promise.reject(new Error(privateMessage(literal, literal)));
  const lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => isBlockedAddress(a.address));
      if (bad && !limits.allowPrivate) return callback(new Error(privateMessage(hostname, bad.address)), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(target, { headers: { 'user-agent': 'lectern-deploy', accept: 'application/json, application/yaml, text/yaml, */*', ...headers }, lookup, timeout: limits.timeoutMs }, (response) => {
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        response.destroy();
        return reject(new Error(`larger than ${limits.maxBytes} bytes`));
      }
      const chunks: Buffer[] = [];
      let total = 0;
      response.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxBytes) {
          response.destroy();
          reject(new Error(`larger than ${limits.maxBytes} bytes`));
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${limits.timeoutMs / 1000} s`)));
    request.on('error', reject);
  });
}

function privateMessage(host: string, address: string): string {
  return `${host} is a private or loopback address (${address}); set ALLOW_PRIVATE_NETWORK_FETCH=true to allow it`;
}
