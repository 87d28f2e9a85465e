import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MAX_VARIANTS,
  ResponseCache,
  answerFromCache,
  chooseEncoding,
  isCacheableRequest,
  isStorable,
  type AnswerHeaders,
} from './response-cache.mjs';

/** Headers as Next 16 sends a prerendered public page (probed on the auth fixture's build). */
const PUBLIC_HEADERS: AnswerHeaders = {
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': ['1', '1'],
  'cache-control': 's-maxage=31536000',
  'content-type': 'text/html; charset=utf-8',
  'content-length': '999',
};
/** As Next sends a member's page from the reader route: kept per reader key, marked private by proxy.ts. */
const READER_HEADERS: AnswerHeaders = { ...PUBLIC_HEADERS, 'x-nextjs-cache': 'MISS', 'cache-control': 'private, no-store' };

const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(40)}</body></html>`);
const headersOf =
  (h: Record<string, string> = {}) =>
  (name: string) =>
    h[name];
const NONE = headersOf();

async function stored(cache: ResponseCache, scope: string, path: string, body: Buffer, headers = PUBLIC_HEADERS, req = NONE) {
  return cache.store({ scope, path, header: req, generation: cache.generation }, { status: 200, headers, body });
}

function bodyOf(cache: ResponseCache, scope: string, path: string, req = NONE): string | undefined {
  const entry = cache.lookup(scope, path, req);
  return entry && answerFromCache(entry, 'GET', req).body?.toString();
}

describe('which answers are kept', () => {
  it('keeps a public page Next served from its page cache, and a reader page marked private', () => {
    expect(isStorable({ status: 200, headers: PUBLIC_HEADERS }, 'public')).toBe(true);
    expect(isStorable({ status: 200, headers: READER_HEADERS }, 'reader:abc.def')).toBe(true);
  });

  it('keeps nothing Next rendered per request, that sets a cookie, that failed, or that is stale', () => {
    const dynamic = {
      ...PUBLIC_HEADERS,
      'x-nextjs-cache': undefined,
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    };
    expect(isStorable({ status: 200, headers: dynamic }, 'public')).toBe(false);
    expect(isStorable({ status: 200, headers: { ...dynamic, 'cache-control': 'private, no-store' } }, 'reader:k.s')).toBe(false);
    expect(isStorable({ status: 200, headers: { ...PUBLIC_HEADERS, 'set-cookie': ['a=b'] } }, 'public')).toBe(false);
    expect(isStorable({ status: 404, headers: PUBLIC_HEADERS }, 'public')).toBe(false);
    expect(isStorable({ status: 308, headers: PUBLIC_HEADERS }, 'public')).toBe(false);
    expect(isStorable({ status: 200, headers: { ...PUBLIC_HEADERS, 'x-nextjs-cache': 'STALE' } }, 'public')).toBe(false);
    expect(isStorable({ status: 200, headers: { ...PUBLIC_HEADERS, vary: '*' } }, 'public')).toBe(false);
  });

  it('keeps a public answer only if shareable, and a reader answer only if private', () => {
    expect(isStorable({ status: 200, headers: READER_HEADERS }, 'public')).toBe(false);
    expect(isStorable({ status: 200, headers: PUBLIC_HEADERS }, 'reader:abc.def')).toBe(false);
    expect(isStorable({ status: 200, headers: PUBLIC_HEADERS }, 'jobs')).toBe(false);
  });

  it('answers GET and HEAD of a path without a query string only', () => {
    expect(isCacheableRequest('GET', '/team/open')).toBe(true);
    expect(isCacheableRequest('HEAD', '/')).toBe(true);
    expect(isCacheableRequest('POST', '/team/open')).toBe(false);
    expect(isCacheableRequest('GET', '/team/open?_rsc=1')).toBe(false);
    expect(isCacheableRequest('GET', '/team/open?')).toBe(false);
    expect(isCacheableRequest('GET', 'http://elsewhere/')).toBe(false);
  });

  it('keeps the bytes of an answer Next compressed for its client, and nothing in an encoding it does not know', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    const body = page('zipped ');
    expect(await stored(cache, 'public', '/z', gzipSync(body), { ...PUBLIC_HEADERS, 'content-encoding': 'gzip' })).toBe(true);
    const plain = answerFromCache(cache.lookup('public', '/z', NONE)!, 'GET', NONE);
    expect(plain.body!.equals(body)).toBe(true);
    expect(plain.headers.find(([n]) => n === 'content-encoding')).toBeUndefined();
    expect(await stored(cache, 'public', '/c', body, { ...PUBLIC_HEADERS, 'content-encoding': 'compress' })).toBe(false);
  });

  it('does not keep what store() refuses, and keeps nothing begun before a clear', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    expect(await stored(cache, 'public', '/a', page('a'), { ...PUBLIC_HEADERS, 'set-cookie': 'x=1' })).toBe(false);
    const before = { scope: 'public', path: '/b', header: NONE, generation: cache.generation };
    cache.clear();
    expect(await cache.store(before, { status: 200, headers: PUBLIC_HEADERS, body: page('b') })).toBe(false);
    expect(cache.lookup('public', '/a', NONE)).toBeUndefined();
    expect(cache.lookup('public', '/b', NONE)).toBeUndefined();
  });
});

describe('the key', () => {
  it('includes the routing decision: a reader key answers only that key, a public answer only signed-out readers', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    await stored(cache, 'reader:alpha.sig', '/team/plan', page('ALPHA'), READER_HEADERS);
    await stored(cache, 'public', '/team/open', page('PUBLIC'));
    expect(bodyOf(cache, 'reader:alpha.sig', '/team/plan')).toContain('ALPHA');
    expect(bodyOf(cache, 'reader:beta.sig', '/team/plan')).toBeUndefined();
    expect(bodyOf(cache, 'public', '/team/plan')).toBeUndefined();
    expect(bodyOf(cache, 'reader:alpha.sig', '/team/open')).toBeUndefined();
    expect(bodyOf(cache, 'public', '/team/open')).toContain('PUBLIC');
  });

  it("includes the values of the request headers the answer varies on, and Accept (the Markdown answer's URL is the page's)", async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    await stored(cache, 'public', '/p', page('HTML'), PUBLIC_HEADERS, headersOf({ accept: 'text/html' }));
    expect(bodyOf(cache, 'public', '/p', headersOf({ accept: 'text/html' }))).toContain('HTML');
    expect(bodyOf(cache, 'public', '/p', headersOf({ accept: 'text/markdown' }))).toBeUndefined();
    expect(bodyOf(cache, 'public', '/p', headersOf({ accept: 'text/html', rsc: '1' }))).toBeUndefined();
    expect(bodyOf(cache, 'public', '/p', headersOf({ accept: 'text/html', 'next-router-prefetch': '1' }))).toBeUndefined();
    const custom = { ...PUBLIC_HEADERS, vary: 'X-Custom' };
    await stored(cache, 'public', '/q', page('ONE'), custom, headersOf({ 'x-custom': 'one' }));
    await stored(cache, 'public', '/q', page('TWO'), custom, headersOf({ 'x-custom': 'two' }));
    expect(bodyOf(cache, 'public', '/q', headersOf({ 'x-custom': 'one' }))).toContain('ONE');
    expect(bodyOf(cache, 'public', '/q', headersOf({ 'x-custom': 'two' }))).toContain('TWO');
    expect(bodyOf(cache, 'public', '/q', headersOf({ 'x-custom': 'three' }))).toBeUndefined();
  });

  it('keeps at most MAX_VARIANTS variants of a page: a reader sending a new Accept each time cannot make it compress on every request', async () => {
    const cache = new ResponseCache({ maxBytes: 1e7 });
    for (let i = 0; i < MAX_VARIANTS; i++) {
      expect(await stored(cache, 'public', '/p', page(`V${i}`), PUBLIC_HEADERS, headersOf({ accept: `text/html;v=${i}` }))).toBe(true);
    }
    expect(await stored(cache, 'public', '/p', page('OVER'), PUBLIC_HEADERS, headersOf({ accept: 'text/html;v=over' }))).toBe(false);
    expect(bodyOf(cache, 'public', '/p', headersOf({ accept: 'text/html;v=over' }))).toBeUndefined();
    expect(bodyOf(cache, 'public', '/p', headersOf({ accept: 'text/html;v=0' }))).toContain('V0');
    // Another page, and the same page under another scope, have bounds of their own.
    expect(await stored(cache, 'public', '/q', page('Q'), PUBLIC_HEADERS, headersOf({ accept: 'text/html;v=over' }))).toBe(true);
    expect(await stored(cache, 'reader:k', '/p', page('R'), READER_HEADERS, headersOf({ accept: 'text/html;v=over' }))).toBe(true);
  });

  it('does not key on Cookie or Accept-Encoding, which it handles itself', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    await stored(cache, 'public', '/p', page('P'), { ...PUBLIC_HEADERS, vary: 'Cookie, Accept-Encoding' }, headersOf({ cookie: 'a=1' }));
    // Another cookie (the scope already says whose page it is) and another encoding find the same answer.
    expect(bodyOf(cache, 'public', '/p', headersOf({ cookie: 'b=2', 'accept-encoding': 'identity' }))).toContain('P');
    expect(cache.lookup('public', '/p', headersOf({ 'accept-encoding': 'br' }))).toBeDefined();
  });
});

describe('the answer', () => {
  it('gives the identity bytes and headers Next sent, marked as a hit, with a correct Content-Length', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    const body = page('x');
    await stored(cache, 'public', '/p', body);
    const answer = answerFromCache(cache.lookup('public', '/p', NONE)!, 'GET', NONE);
    expect(answer.status).toBe(200);
    expect(answer.body!.equals(body)).toBe(true);
    const headers = new Map<string, string[]>();
    for (const [n, v] of answer.headers) headers.set(n, [...(headers.get(n) ?? []), v]);
    expect(headers.get('content-length')).toEqual([String(body.length)]);
    expect(headers.get('x-nextjs-prerender')).toEqual(['1', '1']);
    expect(headers.get('cache-control')).toEqual(['s-maxage=31536000']);
    expect(headers.get('x-lectern-cache')).toEqual(['hit']);
    expect(headers.get('content-encoding')).toBeUndefined();
  });

  it("says HIT for a render Next had just stored (MISS), as Next's own next answer would", async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    await stored(cache, 'reader:k.s', '/p', page('m'), READER_HEADERS);
    const answer = answerFromCache(cache.lookup('reader:k.s', '/p', NONE)!, 'GET', NONE);
    expect(answer.headers.filter(([n]) => n === 'x-nextjs-cache')).toEqual([['x-nextjs-cache', 'HIT']]);
    expect(answer.headers).toContainEqual(['cache-control', 'private, no-store']);
  });

  it('serves br or gzip made once at store time, by Accept-Encoding, each decoding to the same bytes', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    const body = page('compress me ');
    await stored(cache, 'public', '/p', body);
    const entry = cache.lookup('public', '/p', NONE)!;
    const of = (ae: string) => answerFromCache(entry, 'GET', headersOf({ 'accept-encoding': ae }));
    const br = of('gzip, deflate, br');
    expect(br.headers).toContainEqual(['content-encoding', 'br']);
    expect(br.headers).toContainEqual(['content-length', String(br.body!.length)]);
    expect(brotliDecompressSync(br.body!).equals(body)).toBe(true);
    const gz = of('gzip');
    expect(gz.headers).toContainEqual(['content-encoding', 'gzip']);
    expect(gunzipSync(gz.body!).equals(body)).toBe(true);
    expect(of('br;q=0, gzip;q=0.5').headers).toContainEqual(['content-encoding', 'gzip']);
    expect(of('identity').body!.equals(body)).toBe(true);
    expect(br.headers.find(([n]) => n === 'vary')?.[1]).toMatch(/Accept-Encoding/);
  });

  it('chooses encodings by q-values and wildcards', () => {
    const made = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(chooseEncoding(undefined, made)).toBe('identity');
    expect(chooseEncoding('*', made)).toBe('br');
    expect(chooseEncoding('*;q=0, gzip', made)).toBe('gzip');
    expect(chooseEncoding('br', { gzip: made.gzip })).toBe('identity');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    await stored(cache, 'public', '/p', page('h'));
    const entry = cache.lookup('public', '/p', NONE)!;
    const head = answerFromCache(entry, 'HEAD', headersOf({ 'accept-encoding': 'gzip' }));
    const get = answerFromCache(entry, 'GET', headersOf({ 'accept-encoding': 'gzip' }));
    expect(head.body).toBeUndefined();
    expect(head.headers).toEqual(get.headers);
  });

  it('answers 304 to If-None-Match naming the stored ETag, and the full page otherwise', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    await stored(cache, 'public', '/p', page('e'), { ...PUBLIC_HEADERS, etag: '"abc"' });
    const entry = cache.lookup('public', '/p', NONE)!;
    const revalidated = answerFromCache(entry, 'GET', headersOf({ 'if-none-match': 'W/"zzz", "abc"' }));
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeUndefined();
    expect(revalidated.headers).toContainEqual(['etag', '"abc"']);
    expect(answerFromCache(entry, 'GET', headersOf({ 'if-none-match': '"other"' })).status).toBe(200);
  });
});

describe('the bound', () => {
  it('stays within its bytes, dropping the least recently used page first', async () => {
    const cache = new ResponseCache({ maxBytes: 40_000 });
    // Incompressible bodies of 4,000 bytes: each entry costs its identity bytes plus a small overhead.
    const noise = (seed: number) => Buffer.from(Array.from({ length: 4000 }, (_, i) => ((i * 7919 + seed * 104729) % 251) + 1));
    const plain = { ...PUBLIC_HEADERS, 'content-type': 'application/octet-stream' };
    for (let i = 0; i < 8; i++) await stored(cache, 'public', `/p${i}`, noise(i), plain);
    expect(cache.lookup('public', '/p0', NONE)).toBeDefined(); // now the most recently used
    for (let i = 8; i < 12; i++) await stored(cache, 'public', `/p${i}`, noise(i), plain);
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.lookup('public', '/p0', NONE)).toBeDefined();
    expect(cache.lookup('public', '/p1', NONE)).toBeUndefined();
    expect(cache.lookup('public', '/p11', NONE)).toBeDefined();
  });

  it('does not keep an answer larger than an eighth of the bound', async () => {
    const cache = new ResponseCache({ maxBytes: 10_000 });
    expect(await stored(cache, 'public', '/big', Buffer.alloc(1300, 1))).toBe(false);
    expect(await stored(cache, 'public', '/small', Buffer.alloc(1200, 1))).toBe(true);
  });

  it('is emptied by clear()', async () => {
    const cache = new ResponseCache({ maxBytes: 1e6 });
    await stored(cache, 'public', '/p', page('c'));
    cache.clear();
    expect(cache.lookup('public', '/p', NONE)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
