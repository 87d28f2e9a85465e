import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../env';
import { clearSpecCache, loadSpec } from './load';
import { MAX_SPEC_BYTES } from './read-source';

/**
 * URL-hosted specs are fetched through the one outbound client (lib/http) from a real https
 * server on loopback, with the test certificate in test/fixtures/tls trusted for this file.
 */
const SPEC = '{"openapi":"3.1.0","info":{"title":"Remote","version":"1"},"paths":{}}';
const tls = path.resolve(__dirname, '../../test/fixtures/tls');
const cert = readFileSync(path.join(tls, 'loopback-cert.pem'));
let server: https.Server;
let base = '';
const hits: string[] = [];
const savedCa = https.globalAgent.options.ca;

beforeAll(async () => {
  https.globalAgent.options.ca = cert;
  server = https.createServer({ cert, key: readFileSync(path.join(tls, 'loopback-key.pem')) }, (req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/api.json') return res.end(SPEC);
    if (req.url === '/missing.json') return void res.writeHead(404).end('no');
    if (req.url === '/moved.json') return void res.writeHead(302, { location: '/api.json' }).end();
    if (req.url === '/declared-huge.json') return void res.writeHead(200, { 'content-length': String(MAX_SPEC_BYTES + 1) }).end();
    if (req.url === '/streamed-huge.json') {
      const chunk = Buffer.alloc(8 * 1024 * 1024, 32);
      const more = () => {
        while (res.write(chunk));
      };
      res.on('drain', more);
      return more();
    }
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  https.globalAgent.options.ca = savedCa;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  clearSpecCache();
  delete process.env.ALLOW_PRIVATE_NETWORK_FETCH;
  resetEnv();
  hits.length = 0;
});

describe('URL-hosted specs', () => {
  it('fetches https specs once per process (until the cache is cleared), following a redirect', async () => {
    const a = await loadSpec(`${base}/moved.json`, '/nowhere');
    const b = await loadSpec(`${base}/moved.json`, '/nowhere');
    expect(a.ok && a.spec).toMatchObject({ source: `${base}/moved.json`, version: '3.1' });
    expect(b.ok && a.ok && b.spec.doc === a.spec.doc).toBe(true);
    expect(hits).toEqual(['/moved.json', '/api.json']);
  });

  it.each([
    ['HTTP errors', '/missing.json', /HTTP 404/],
    ['declared oversize', '/declared-huge.json', /larger than the 50 MB limit/],
    ['streamed oversize', '/streamed-huge.json', /larger than the 50 MB limit/],
  ])('reports %s as unreadable', async (_name, file, message) => {
    const result = await loadSpec(`${base}${file}`, '/nowhere');
    expect(result).toMatchObject({
      ok: false,
      unreadable: true,
      problems: [{ file: `${base}${file}`, message: expect.stringMatching(message) }],
    });
  });
});
