/**
 * A real API on loopback for the proxy's tests, and a site whose pages document its operations:
 * the proxy reaches it over real HTTP. The address policy is real too, except that the tests
 * treat this one address (127.0.0.1) as public, so refusals of the others can be shown on
 * loopback without an outside network.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAddressRange } from '../../../http/address-policy';
import type { RouteEntry } from '../../../site/types';
import { PROXY_HEADERS } from '../../proxy-protocol';
import { createProxyHandler, type ProxyOptions, type ProxySite } from '../create-proxy-handler';

export type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string; complete: boolean };

/** Operations of the test API: page URL → method and path. */
export const OPERATIONS: Record<string, [string, string]> = {
  '/api/echo': ['POST', '/echo'],
  '/api/get-echo': ['GET', '/echo'],
  '/api/user': ['GET', '/users/{id}'],
  '/api/file': ['GET', '/files/{name}.json'],
  '/api/redirect': ['POST', '/redirect'],
  '/api/get-redirect': ['GET', '/redirect'],
  '/api/big': ['GET', '/big'],
  '/api/stream-big': ['GET', '/stream-big'],
  '/api/silent': ['GET', '/silent'],
  '/api/trickle': ['GET', '/trickle'],
  '/api/upload': ['POST', '/upload'],
};

/** Starts the API; `received` lists every request it saw, whole or cut off. */
export async function startLoopbackApi() {
  const received: Received[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const record: Received = { method: req.method, url: req.url, headers: req.headers, body: '', complete: false };
    received.push(record);
    req.on('data', (c: Buffer) => (record.body += c.toString('latin1')));
    req.on('end', () => {
      record.complete = true;
      answer(req, res, record, base);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, record: Received, base: string) {
  const url = new URL(req.url ?? '/', base);
  switch (url.pathname) {
    case '/v1/redirect':
      return void res
        .writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/v1/echo' })
        .end();
    case '/v1/big':
      return void res.writeHead(200, { 'content-length': '2000', 'content-type': 'text/plain' }).end('x'.repeat(2000));
    case '/v1/stream-big':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end('y'.repeat(5000));
    case '/v1/silent':
      return; // never answers
    case '/v1/trickle': {
      // Headers at once, then a chunk every 20 ms for as long as the connection lasts.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => res.write('.'), 20);
      res.on('close', () => clearInterval(timer));
      return;
    }
    default:
      res.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': 'sid=upstream',
        'strict-transport-security': 'max-age=1',
        'x-api': 'yes',
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, body: record.body }));
  }
}

/** A site with one endpoint page per operation, all on `servers`. */
export function siteOf(servers: { url: string }[]): ProxySite {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [method, path] of Object.values(OPERATIONS)) paths[path] = { ...paths[path], [method.toLowerCase()]: { responses: {} } };
  const doc = { openapi: '3.1.0', servers, paths, webhooks: { ping: { post: { responses: {} } } } };
  const routes: RouteEntry[] = Object.entries(OPERATIONS).map(([url, [method, path]]) => ({
    url,
    kind: 'endpoint',
    title: url,
    file: 'spec.yaml',
    hidden: false,
    inNav: true,
    method,
    path,
    spec: 'spec.yaml',
  }));
  routes.push({ ...routes[0], url: '/api/off', frontmatter: { playground: 'none' } });
  routes.push({
    url: '/api/ping',
    kind: 'webhook',
    title: 'Ping',
    file: 'spec.yaml',
    hidden: false,
    inNav: true,
    name: 'ping',
    spec: 'spec.yaml',
  });
  return {
    config: null,
    byUrl: new Map(routes.map((r) => [r.url, r])),
    specs: new Map([['spec.yaml', { source: 'spec.yaml', file: 'spec.yaml', format: 'yaml' as const, version: '3.1' as const, doc }]]),
    handWrittenEndpoints: new Map(),
  };
}

/** The real address policy, with 127.0.0.1 (the test API) counted as public. */
export const vetTestApiAsPublic: NonNullable<ProxyOptions['vet']> = (ip) =>
  ip === '127.0.0.1' ? { isPublic: true, range: 'the test API' } : getAddressRange(ip);

/** A proxy over `siteOf(servers)` with the test policy; `options` override. */
export function proxyFor(servers: { url: string }[], options: Partial<ProxyOptions> = {}) {
  return createProxyHandler({ getSite: async () => siteOf(servers), vet: vetTestApiAsPublic, ...options });
}

/** A playground request to the proxy for `target`, naming `page`. */
export function proxyRequest(target: string, init: RequestInit & { page?: string; duplex?: 'half' } = {}): Request {
  const headers = new Headers(init.headers);
  headers.set(PROXY_HEADERS.target, target);
  headers.set(PROXY_HEADERS.page, init.page ?? '/api/echo');
  return new Request('http://lectern.test/api/playground/proxy', { method: 'POST', ...init, headers });
}

/** The proxy's refusal, checked to be one: its problem+json body. */
export async function refusalOf(response: Response): Promise<{ code: string; detail: string; status: number }> {
  if (response.headers.get(PROXY_HEADERS.outcome) !== 'refused')
    throw new Error(`not a refusal: ${response.status} ${await response.text()}`);
  if (response.headers.get('content-type') !== 'application/problem+json') throw new Error('not problem+json');
  return (await response.json()) as { code: string; detail: string; status: number };
}
