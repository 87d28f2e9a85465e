import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddressRange } from './address-policy';
import { fetchCapped } from './fetch-capped';
import { requestOutbound } from './outbound-request';

// A loopback server standing in for both an API and the inside network.
const seen: { url?: string; local?: string }[] = [];
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url, local: req.socket.localAddress });
    if (req.url === '/silent') return;
    if (req.url === '/big') return void res.end('x'.repeat(5000));
    if (req.url?.startsWith('/loop')) return void res.writeHead(302, { location: `/loop${seen.length}` }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The real policy, except that 127.0.0.1 (this test's server) counts as public. */
const vet = (ip: string) => (ip === '127.0.0.1' ? { isPublic: true, range: 'test server' } : getAddressRange(ip));
const get = { method: 'GET', headers: [] as [string, string][], idleTimeoutMs: 5000 };

describe('requestOutbound', () => {
  it('vets the DNS answer inside the socket’s lookup: one resolution, and it is the address connected to', async () => {
    let calls = 0;
    // A rebinding resolver: an allowed answer first, loopback's twin after. Only the first is ever used.
    const resolve = async () => (calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '127.0.0.2', family: 4 }]);
    const result = await requestOutbound(new URL(`http://api.test:${port}/x`), { ...get, vet, resolve });
    expect(result.ok).toBe(true);
    if (result.ok) result.body.resume();
    expect(calls).toBe(1);
    expect(seen.at(-1)).toEqual({ url: '/x', local: '127.0.0.1' });
  });

  it('refuses a name whose answer is a mapped loopback address, without connecting', async () => {
    const before = seen.length;
    const result = await requestOutbound(new URL(`http://api.test:${port}/x`), {
      ...get,
      resolve: async () => [{ address: '::ffff:127.0.0.1', family: 6 }],
    });
    expect(result).toMatchObject({ ok: false, kind: 'refused', host: 'api.test', address: '::ffff:127.0.0.1' });
    expect(seen.length).toBe(before);
  });

  it('refuses IP literals before connecting, in the form the URL parser wrote', async () => {
    const before = seen.length;
    for (const host of ['[::ffff:127.0.0.1]', '127.1', '2130706433']) {
      expect(await requestOutbound(new URL(`http://${host}:${port}/x`), get)).toMatchObject({ ok: false, kind: 'refused' });
    }
    expect(seen.length).toBe(before);
  });

  it('answers a header value HTTP cannot carry with a sentence instead of throwing', async () => {
    const result = await requestOutbound(new URL(`http://127.0.0.1:${port}/x`), { ...get, headers: [['X-Name', 'Ω']], vet });
    expect(result).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringContaining('X-Name') });
  });

  it('refuses schemes other than http(s)', async () => {
    expect(await requestOutbound(new URL('file:///etc/passwd'), get)).toMatchObject({ ok: false, kind: 'invalid' });
  });
});

describe('fetchCapped', () => {
  const allowed = { timeoutMs: 5000, maxBytes: 1000, maxRedirects: 2, allowPrivate: true };
  it('reads a body under the cap and refuses one over it', async () => {
    expect((await fetchCapped(`http://127.0.0.1:${port}/x`, allowed)).body).toBe('ok');
    await expect(fetchCapped(`http://127.0.0.1:${port}/big`, allowed)).rejects.toThrow(/larger than 1000 bytes/);
  });
  it('stops after the redirect limit', async () => {
    await expect(fetchCapped(`http://127.0.0.1:${port}/loop`, allowed)).rejects.toThrow(/more than 2 redirects/);
  });
  it('has one deadline for the whole exchange', async () => {
    await expect(fetchCapped(`http://127.0.0.1:${port}/silent`, { ...allowed, timeoutMs: 200 })).rejects.toThrow(/no answer within 0.2 s/);
  });
  it('refuses private addresses unless allowed', async () => {
    await expect(fetchCapped(`http://127.0.0.1:${port}/x`, { ...allowed, allowPrivate: false })).rejects.toMatchObject({ kind: 'refused' });
  });
});
