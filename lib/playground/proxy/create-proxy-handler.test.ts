import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../site/types';
import { PROXY_HEADERS, decodeHeaderList, encodeHeaderList } from '../proxy-protocol';
import { createProxyHandler, type ProxyOptions } from './create-proxy-handler';

// A real API on loopback; the proxy reaches it over real HTTP.
let api: http.Server;
let base = '';
const received: { url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body });
      const url = new URL(req.url ?? '/', base);
      if (url.pathname === '/v1/redirect') return void res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/v1/echo' }).end();
      if (url.pathname === '/v1/big') return void res.writeHead(200, { 'content-length': '2000', 'content-type': 'text/plain' }).end('x'.repeat(2000));
      if (url.pathname === '/v1/stream-big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return void res.end('y'.repeat(5000));
      }
      res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'sid=upstream', 'strict-transport-security': 'max-age=1', 'x-api': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

function site(servers: { url: string }[]) {
  const doc = { openapi: '3.1.0', servers, paths: { '/echo': { post: { responses: {} }, get: { responses: {} } } } };
  const route: RouteEntry = { url: '/api/echo', kind: 'endpoint', title: 'Echo', file: 'spec.yaml', hidden: false, inNav: true, method: 'POST', path: '/echo', spec: 'spec.yaml' };
  const off: RouteEntry = { ...route, url: '/api/off', frontmatter: { playground: 'none' } };
  return { config: null, byUrl: new Map([[route.url, route], [off.url, off]]), specs: new Map([['spec.yaml', { source: 'spec.yaml', file: 'spec.yaml', format: 'yaml' as const, version: '3.1' as const, doc }]]) };
}

/** 127.0.0.1 counts as public here so the private-address rules can be tested on loopback. */
const onlyOtherLoopback = (ip: string) => ip !== '127.0.0.1' && /^(127\.|::1$|::ffff:127\.)/.test(ip);

function proxyWith(options: Partial<ProxyOptions> = {}, servers = [{ url: `${base}/v1` }]) {
  return createProxyHandler({ getSite: async () => site(servers), isPrivate: onlyOtherLoopback, ...options } as ProxyOptions);
}

function send(handler: (r: Request) => Promise<Response>, target: string, init: RequestInit & { page?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set(PROXY_HEADERS.target, target);
  headers.set(PROXY_HEADERS.page, init.page ?? '/api/echo');
  return handler(new Request('http://lectern.test/api/playground/proxy', { method: 'POST', ...init, headers }));
}

async function problem(response: Response) {
  expect(response.headers.get(PROXY_HEADERS.outcome)).toBe('refused');
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as { code: string; detail: string };
}

describe('playground proxy', () => {
  it('forwards only the reader’s headers and API cookies, never the browser’s cookies', async () => {
    const response = await send(proxyWith(), `${base}/v1/echo?q=1`, {
      body: '{"a":1}',
      headers: { cookie: 'lectern-session=secret', 'user-agent': 'Browser', [PROXY_HEADERS.headers]: encodeHeaderList([['X-Api-Key', 'k'], ['Content-Type', 'application/json'], ['Connection', 'close'], ['Host', 'evil']]), [PROXY_HEADERS.cookie]: 'api=1' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get(PROXY_HEADERS.outcome)).toBe('forwarded');
    expect(await response.json()).toEqual({ method: 'POST', url: '/v1/echo?q=1', body: '{"a":1}' });
    const got = received.at(-1)!.headers;
    expect(got['x-api-key']).toBe('k');
    expect(got.cookie).toBe('api=1');
    expect(got['user-agent']).toBeUndefined();
    expect(got.host).toBe(new URL(base).host);
    // Headers that would act on Lectern's origin are shown, not applied.
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(decodeHeaderList(response.headers.get(PROXY_HEADERS.upstreamHeaders))).toContainEqual(['set-cookie', 'sid=upstream']);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a host outside the spec’s servers with a sentence', async () => {
    const body = await problem(await send(proxyWith(), 'https://example.org/v1/echo'));
    expect(body.code).toBe('target_not_allowed');
    expect(body.detail).toMatch(/only sends requests to this API's servers/);
  });

  it('refuses paths beside the server’s base path and tricks with dot segments or userinfo', async () => {
    for (const target of [`${base}/v10/echo`, `${base}/v1/../admin`, `http://user@${new URL(base).host}/v1/echo`]) {
      expect((await problem(await send(proxyWith(), target))).code).toBe('target_not_allowed');
    }
  });

  it('accepts targets under an operator allow-list entry', async () => {
    const response = await send(proxyWith({ allow: [`${base}/other`] }, [{ url: 'https://api.example.org' }]), `${base}/other/x`);
    expect(response.status).toBe(201);
  });

  it('follows a redirect that stays under the servers and re-sends the body on 307', async () => {
    const response = await send(proxyWith(), `${base}/v1/redirect?status=307&to=/v1/echo`, { body: 'payload' });
    expect(await response.json()).toMatchObject({ method: 'POST', url: '/v1/echo', body: 'payload' });
  });

  it('refuses a redirect to a foreign host', async () => {
    const body = await problem(await send(proxyWith(), `${base}/v1/redirect?to=${encodeURIComponent('https://evil.example/steal')}`));
    expect(body.code).toBe('redirect_not_allowed');
    expect(body.detail).toContain('https://evil.example/steal');
  });

  it('refuses private addresses: literal, by DNS name, and on a redirect', async () => {
    const port = new URL(base).port;
    const realCheck = proxyWith({ isPrivate: undefined }, [{ url: `http://localhost:${port}` }, { url: `http://127.0.0.1:${port}` }]);
    expect((await problem(await send(realCheck, `http://127.0.0.1:${port}/x`))).code).toBe('private_address');
    expect((await problem(await send(realCheck, `http://localhost:${port}/x`))).code).toBe('private_address');
    const hop = proxyWith({}, [{ url: `${base}/v1` }, { url: `http://127.0.0.2:${port}` }]);
    const body = await problem(await send(hop, `${base}/v1/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/v1/echo`)}`));
    expect(body.code).toBe('private_address');
    expect(body.detail).toMatch(/LECTERN_PROXY_ALLOW_PRIVATE/);
  });

  it('reaches private addresses when allowed', async () => {
    const port = new URL(base).port;
    const response = await send(proxyWith({ isPrivate: undefined, allowPrivate: true }, [{ url: `http://localhost:${port}/v1` }]), `http://localhost:${port}/v1/echo`);
    expect(response.status).toBe(201);
  });

  it('caps request and response bodies', async () => {
    expect((await problem(await send(proxyWith({ maxRequestBytes: 10 }), `${base}/v1/echo`, { body: 'x'.repeat(11) }))).code).toBe('request_too_large');
    expect((await problem(await send(proxyWith({ maxResponseBytes: 1000 }), `${base}/v1/big`, { method: 'GET' }))).code).toBe('response_too_large');
    const streamed = await send(proxyWith({ maxResponseBytes: 1000 }), `${base}/v1/stream-big`, { method: 'GET' });
    await expect(streamed.text()).rejects.toThrow();
  });

  it('refuses requests that are not from the playground or for pages without one', async () => {
    const bare = await proxyWith()(new Request('http://lectern.test/api/playground/proxy'));
    expect((await problem(bare)).code).toBe('not_from_playground');
    expect((await problem(await send(proxyWith(), `${base}/v1/echo`, { page: '/nope' }))).code).toBe('no_operation');
    expect((await problem(await send(proxyWith(), `${base}/v1/echo`, { page: '/api/off' }))).code).toBe('playground_disabled');
    expect((await problem(await send(proxyWith(), `${base}/v1/echo`, { headers: { 'sec-fetch-site': 'cross-site' } }))).code).toBe('cross_site');
  });

  it('asks the access check for every request when one is given, and sends nothing it refuses', async () => {
    const before = received.length;
    const asked: string[] = [];
    const denied = proxyWith({ canUse: (route) => (asked.push(route.url), false) });
    expect((await problem(await send(denied, `${base}/v1/echo`))).code).toBe('playground_disabled');
    expect(asked).toEqual(['/api/echo']);
    expect(received.length).toBe(before);
    const allowed = await send(proxyWith({ canUse: () => true }), `${base}/v1/echo`);
    expect(allowed.status).toBe(201);
  });
});

describe('relative servers', () => {
  it('resolve against the Host the browser used', async () => {
    const host = new URL(base).host;
    const handler = proxyWith({}, [{ url: '/v1' }]);
    const request = (target: string) => new Request('http://0.0.0.0:9/api/playground/proxy', { headers: { host, [PROXY_HEADERS.target]: target, [PROXY_HEADERS.page]: '/api/echo' } });
    expect((await handler(request(`${base}/v1/echo`))).status).toBe(201);
    const refused = await problem(await handler(request('http://other.test/v1/echo')));
    expect(refused.detail).toContain(`relative to http://${host}`);
  });
});

describe('hand-written endpoint pages (frontmatter `api`, docs.json `api.mdx`)', () => {
  /** A site whose only API is `api.mdx.server`: no spec at all. */
  function mdxSite(server: string | string[]) {
    const page = (url: string, frontmatter: RouteEntry['frontmatter']): RouteEntry => ({ url, kind: 'page', title: 'Create a user', file: `${url.slice(1)}.mdx`, hidden: false, inNav: true, frontmatter });
    const routes = [page('/guides/create-user', { api: 'POST /echo' }), page('/guides/full-url', { api: 'POST https://other.example/echo' }), page('/guides/plain', {}), page('/guides/off', { api: 'POST /echo', playground: 'none' }), page('/guides/bad', { api: 'SEND /echo' })];
    return { config: { api: { mdx: { server, auth: { method: 'key' as const, name: 'X-API-Key' } } } }, byUrl: new Map(routes.map((r) => [r.url, r])), specs: new Map() };
  }
  const handler = (server: string | string[] = `${base}/v1`) => createProxyHandler({ getSite: async () => mdxSite(server), isPrivate: onlyOtherLoopback } as ProxyOptions);

  it('forwards to an `api.mdx.server` URL', async () => {
    const response = await send(handler(), `${base}/v1/echo?q=1`, { page: '/guides/create-user', body: '{"a":1}', headers: { [PROXY_HEADERS.headers]: encodeHeaderList([['X-API-Key', 'k']]) } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ method: 'POST', url: '/v1/echo?q=1', body: '{"a":1}' });
    expect(received.at(-1)!.headers['x-api-key']).toBe('k');
  });

  it('refuses a foreign host, and paths beside the server’s base, naming the allowed server', async () => {
    for (const target of ['https://evil.example/v1/echo', `${base}/v2/echo`]) {
      const body = await problem(await send(handler(), target, { page: '/guides/create-user' }));
      expect(body.code).toBe('target_not_allowed');
      expect(body.detail).toContain(`${base}/v1`);
    }
  });

  it('takes the servers from docs.json only: a relative one resolves against the site', async () => {
    const host = new URL(base).host;
    const request = (target: string) => new Request('http://0.0.0.0:9/api/playground/proxy', { method: 'POST', body: 'x', headers: { host, [PROXY_HEADERS.target]: target, [PROXY_HEADERS.page]: '/guides/create-user' } });
    expect((await handler('/v1')(request(`${base}/v1/echo`))).status).toBe(201);
    expect((await problem(await handler('/v1')(request('http://other.test/v1/echo')))).code).toBe('target_not_allowed');
  });

  it('a full URL in `api` names its own server, and nothing else', async () => {
    expect((await problem(await send(handler(), `${base}/v1/echo`, { page: '/guides/full-url' }))).code).toBe('target_not_allowed');
  });

  it('refuses pages without `api`, with an unusable `api`, or with the playground off', async () => {
    expect((await problem(await send(handler(), `${base}/v1/echo`, { page: '/guides/plain' }))).code).toBe('no_operation');
    expect((await problem(await send(handler(), `${base}/v1/echo`, { page: '/guides/bad' }))).code).toBe('no_operation');
    expect((await problem(await send(handler(), `${base}/v1/echo`, { page: '/guides/off' }))).code).toBe('playground_disabled');
  });
});
