import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHandWrittenEndpoint } from '../../site/hand-written-endpoints';
import type { RouteEntry, Site } from '../../site/types';
import { PROXY_HEADERS, decodeHeaderList, encodeHeaderList } from '../proxy-protocol';
import { createProxyHandler, type ProxySite } from './create-proxy-handler';
import { proxyFor, proxyRequest, refusalOf, startLoopbackApi, vetTestApiAsPublic } from './testing/loopback-api';

// A real API on loopback; the proxy reaches it over real HTTP.
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
let base = '';
beforeAll(async () => {
  api = await startLoopbackApi();
  base = api.base;
});
afterAll(() => api.close());

const proxyWith = (options: Parameters<typeof proxyFor>[1] = {}, servers = [{ url: `${base}/v1` }]) => proxyFor(servers, options);
const send = (handler: (r: Request) => Promise<Response>, target: string, init: Parameters<typeof proxyRequest>[1] = {}) =>
  handler(proxyRequest(target, init));

describe('playground proxy', () => {
  it('forwards only the reader’s headers and API cookies, never the browser’s cookies', async () => {
    const response = await send(proxyWith(), `${base}/v1/echo?q=1`, {
      body: '{"a":1}',
      headers: {
        cookie: 'lectern-session=secret',
        'user-agent': 'Browser',
        [PROXY_HEADERS.headers]: encodeHeaderList([
          ['X-Api-Key', 'k'],
          ['Content-Type', 'application/json'],
          ['Connection', 'close'],
          ['Host', 'evil'],
        ]),
        [PROXY_HEADERS.cookie]: 'api=1',
      },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get(PROXY_HEADERS.outcome)).toBe('forwarded');
    expect(await response.json()).toEqual({ method: 'POST', url: '/v1/echo?q=1', body: '{"a":1}' });
    const got = api.received.at(-1)!.headers;
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
    const body = await refusalOf(await send(proxyWith(), 'https://example.org/v1/echo'));
    expect(body.code).toBe('target_not_allowed');
    expect(body.detail).toMatch(/only sends requests to this API's servers/);
  });

  it('refuses paths beside the server’s base path and tricks with dot segments or userinfo', async () => {
    for (const target of [`${base}/v10/echo`, `${base}/v1/../admin`, `http://user@${new URL(base).host}/v1/echo`]) {
      expect((await refusalOf(await send(proxyWith(), target))).code).toBe('target_not_allowed');
    }
  });

  // Changed with issue 11 (hole 8): an allow-list entry is another base URL for the page's
  // operation, not a licence for every path below it.
  it('accepts the operation under an operator allow-list entry, and nothing else there', async () => {
    const handler = proxyWith({ allow: [`${base}/other`] }, [{ url: 'https://api.example.org' }]);
    expect((await send(handler, `${base}/other/echo`)).status).toBe(201);
    expect((await refusalOf(await send(handler, `${base}/other/x`))).code).toBe('not_this_operation');
  });

  it('follows a redirect that stays under the servers and re-sends the body on 307', async () => {
    const response = await send(proxyWith(), `${base}/v1/redirect?status=307&to=/v1/echo`, { body: 'payload', page: '/api/redirect' });
    expect(await response.json()).toMatchObject({ method: 'POST', url: '/v1/echo', body: 'payload' });
  });

  it('refuses a redirect to a foreign host', async () => {
    const body = await refusalOf(
      await send(proxyWith(), `${base}/v1/redirect?to=${encodeURIComponent('https://evil.example/steal')}`, { page: '/api/redirect' }),
    );
    expect(body.code).toBe('redirect_not_allowed');
    expect(body.detail).toContain('https://evil.example/steal');
  });

  it('refuses private addresses: literal, by DNS name, and on a redirect', async () => {
    const port = api.port;
    const realCheck = proxyWith({ vet: undefined }, [{ url: `http://localhost:${port}` }, { url: `http://127.0.0.1:${port}` }]);
    expect((await refusalOf(await send(realCheck, `http://127.0.0.1:${port}/echo`))).code).toBe('private_address');
    expect((await refusalOf(await send(realCheck, `http://localhost:${port}/echo`))).code).toBe('private_address');
    const hop = proxyWith({}, [{ url: `${base}/v1` }, { url: `http://127.0.0.2:${port}` }]);
    const body = await refusalOf(
      await send(hop, `${base}/v1/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/v1/echo`)}`, { page: '/api/redirect' }),
    );
    expect(body.code).toBe('private_address');
    expect(body.detail).toMatch(/LECTERN_PROXY_ALLOW_PRIVATE/);
  });

  it('reaches private addresses when allowed', async () => {
    const response = await send(
      proxyWith({ vet: undefined, allowPrivate: true }, [{ url: `http://localhost:${api.port}/v1` }]),
      `http://localhost:${api.port}/v1/echo`,
    );
    expect(response.status).toBe(201);
  });

  it('caps request and response bodies', async () => {
    expect((await refusalOf(await send(proxyWith({ maxRequestBytes: 10 }), `${base}/v1/echo`, { body: 'x'.repeat(11) }))).code).toBe(
      'request_too_large',
    );
    expect(
      (await refusalOf(await send(proxyWith({ maxResponseBytes: 1000 }), `${base}/v1/big`, { method: 'GET', page: '/api/big' }))).code,
    ).toBe('response_too_large');
    const streamed = await send(proxyWith({ maxResponseBytes: 1000 }), `${base}/v1/stream-big`, { method: 'GET', page: '/api/stream-big' });
    await expect(streamed.text()).rejects.toThrow();
  });

  it('refuses requests that are not from the playground or for pages without one', async () => {
    const bare = await proxyWith()(new Request('http://lectern.test/api/playground/proxy'));
    expect((await refusalOf(bare)).code).toBe('not_from_playground');
    expect((await refusalOf(await send(proxyWith(), `${base}/v1/echo`, { page: '/nope' }))).code).toBe('no_operation');
    expect((await refusalOf(await send(proxyWith(), `${base}/v1/echo`, { page: '/api/off' }))).code).toBe('playground_disabled');
    expect((await refusalOf(await send(proxyWith(), `${base}/v1/echo`, { headers: { 'sec-fetch-site': 'cross-site' } }))).code).toBe(
      'cross_site',
    );
    // A webhook page has no playground: nothing to send.
    expect((await refusalOf(await send(proxyWith(), `${base}/v1/echo`, { page: '/api/ping' }))).code).toBe('no_operation');
  });

  it('asks the access check for every request when one is given, and sends nothing it refuses', async () => {
    const before = api.received.length;
    const asked: string[] = [];
    const denied = proxyWith({ canUse: (route) => (asked.push(route.url), false) });
    expect((await refusalOf(await send(denied, `${base}/v1/echo`))).code).toBe('playground_disabled');
    expect(asked).toEqual(['/api/echo']);
    expect(api.received.length).toBe(before);
    const allowed = await send(proxyWith({ canUse: () => true }), `${base}/v1/echo`);
    expect(allowed.status).toBe(201);
  });
});

// Changed with issue 11 (hole 3): a relative server meant "relative to the Host header the
// client sent", which made the proxy a relay to any host. Now it means SITE_URL, or nothing.
describe('relative servers', () => {
  const withHost = (target: string, host: string) =>
    new Request('http://0.0.0.0:9/api/playground/proxy', {
      method: 'POST',
      body: 'x',
      headers: { host, [PROXY_HEADERS.target]: target, [PROXY_HEADERS.page]: '/api/echo' },
    });

  it('resolve against the configured site origin only', async () => {
    const handler = proxyWith({ siteOrigin: base }, [{ url: '/v1' }]);
    expect((await handler(withHost(`${base}/v1/echo`, 'other.test'))).status).toBe(201);
    const refused = await refusalOf(await handler(withHost('http://other.test/v1/echo', 'other.test')));
    expect(refused.detail).toContain(`relative to ${base}`);
  });

  it('are not proxied at all without one, whatever Host the client sends', async () => {
    const before = api.received.length;
    const refused = await refusalOf(await proxyWith({}, [{ url: '/v1' }])(withHost(`${base}/v1/echo`, new URL(base).host)));
    expect(refused.code).toBe('target_not_allowed');
    expect(refused.detail).toMatch(/SITE_URL/);
    expect(api.received.length).toBe(before);
  });
});

describe('hand-written endpoint pages (frontmatter `api`, docs.json `api.mdx`)', () => {
  /** A site whose only API is `api.mdx.server`: no spec at all. */
  function mdxSite(server: string | string[]) {
    const page = (url: string, frontmatter: RouteEntry['frontmatter']): RouteEntry => ({
      url,
      kind: 'page',
      title: 'Create a user',
      file: `${url.slice(1)}.mdx`,
      hidden: false,
      inNav: true,
      frontmatter,
    });
    const routes = [
      page('/guides/create-user', { api: 'POST /echo' }),
      page('/guides/full-url', { api: 'POST https://other.example/echo' }),
      page('/guides/plain', {}),
      page('/guides/off', { api: 'POST /echo', playground: 'none' }),
      page('/guides/bad', { api: 'SEND /echo' }),
    ];
    const config = { api: { mdx: { server, auth: { method: 'key' as const, name: 'X-API-Key' } } } } as Site['config'];
    // As the site load registers them (lib/site/hand-written-endpoints); these pages have no fields.
    const operations = routes.map((r) => [r.url, toHandWrittenEndpoint(r, [], config).operation] as const);
    const handWrittenEndpoints = new Map(operations.flatMap(([url, op]) => (op ? [[url, op] as const] : [])));
    const site: ProxySite = { config, byUrl: new Map(routes.map((r) => [r.url, r])), specs: new Map(), handWrittenEndpoints };
    return site;
  }
  const handler = (server: string | string[] = `${base}/v1`, siteOrigin?: string) =>
    createProxyHandler({ getSite: async () => mdxSite(server), vet: vetTestApiAsPublic, siteOrigin });

  it('forwards to an `api.mdx.server` URL', async () => {
    const response = await send(handler(), `${base}/v1/echo?q=1`, {
      page: '/guides/create-user',
      body: '{"a":1}',
      headers: { [PROXY_HEADERS.headers]: encodeHeaderList([['X-API-Key', 'k']]) },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ method: 'POST', url: '/v1/echo?q=1', body: '{"a":1}' });
    expect(api.received.at(-1)!.headers['x-api-key']).toBe('k');
  });

  it('refuses a foreign host, and paths beside the server’s base, naming the allowed server', async () => {
    for (const target of ['https://evil.example/v1/echo', `${base}/v2/echo`]) {
      const body = await refusalOf(await send(handler(), target, { page: '/guides/create-user' }));
      expect(body.code).toBe('target_not_allowed');
      expect(body.detail).toContain(`${base}/v1`);
    }
  });

  it('takes the servers from docs.json only: a relative one resolves against the site origin', async () => {
    expect((await send(handler('/v1', base), `${base}/v1/echo`, { page: '/guides/create-user', body: 'x' })).status).toBe(201);
    expect(
      (await refusalOf(await send(handler('/v1', base), 'http://other.test/v1/echo', { page: '/guides/create-user', body: 'x' }))).code,
    ).toBe('target_not_allowed');
  });

  it('a full URL in `api` names its own server, and nothing else', async () => {
    expect((await refusalOf(await send(handler(), `${base}/v1/echo`, { page: '/guides/full-url' }))).code).toBe('target_not_allowed');
  });

  it('refuses pages without `api`, with an unusable `api`, or with the playground off', async () => {
    expect((await refusalOf(await send(handler(), `${base}/v1/echo`, { page: '/guides/plain' }))).code).toBe('no_operation');
    expect((await refusalOf(await send(handler(), `${base}/v1/echo`, { page: '/guides/bad' }))).code).toBe('no_operation');
    expect((await refusalOf(await send(handler(), `${base}/v1/echo`, { page: '/guides/off' }))).code).toBe('playground_disabled');
  });
});
