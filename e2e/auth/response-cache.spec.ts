import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AUTH_ORIGIN, AUTH_PORT } from '../../playwright.auth.config';
import { sessionCookie } from './helpers';

/**
 * Issue 12, serving: `npm start` (scripts/start.mjs, which serves this suite) answers a page Next
 * served from its page cache again from memory, before Next's pipeline. Over real HTTP against the
 * sign-in fixture's production build: a hit carries `x-lectern-cache: hit` and the very bytes and
 * headers Next gave; br and gzip decode to them; and readers of different groups, alternating on
 * the same URLs, each get their own render every time. Each test sends an Accept value of its own
 * (Accept is part of the cache key), so its first request is always Next's answer.
 */
const freshAccept = () => `text/html, application/x-lectern-test-${randomUUID()}`;

async function get(url: string, cookie: string, accept: string) {
  const response = await fetch(new URL(url, AUTH_ORIGIN), { headers: { accept, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The raw bytes of an answer in `encoding` (fetch would decode them). */
function rawGet(url: string, encoding: string, accept: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { accept, 'accept-encoding': encoding, host: new URL(AUTH_ORIGIN).host };
    http
      .get({ host: '127.0.0.1', port: AUTH_PORT, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Asks until an answer comes from the cache (it is kept once compressed, just after Next's answer is sent). */
async function untilHit(url: string, cookie: string, accept: string) {
  await expect.poll(async () => (await get(url, cookie, accept)).headers.get('x-lectern-cache'), { message: `${url} kept` }).toBe('hit');
  return get(url, cookie, accept);
}

const COMPARED = ['content-type', 'cache-control', 'vary', 'x-nextjs-cache', 'x-nextjs-prerender'];

test('a public page is answered from memory the second time, with the bytes and headers Next gave', async () => {
  for (const url of ['/team/open', '/api-reference/things/list-open-things']) {
    const accept = freshAccept();
    const fromNext = await get(url, '', accept);
    expect(fromNext.status, url).toBe(200);
    expect(fromNext.headers.get('x-lectern-cache'), `${url}: the first answer is Next's`).toBeNull();
    const hit = await untilHit(url, '', accept);
    expect(hit.status, url).toBe(200);
    expect(hit.body, url).toBe(fromNext.body);
    for (const name of COMPARED) expect(hit.headers.get(name), `${url} ${name}`).toBe(fromNext.headers.get(name));

    // br and gzip, made once when the page was kept, decode to the same bytes, with their own length.
    const br = await rawGet(url, 'gzip, deflate, br', accept);
    expect(br.headers['content-encoding'], url).toBe('br');
    expect(Number(br.headers['content-length']), url).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString(), url).toBe(fromNext.body);
    const gzip = await rawGet(url, 'gzip', accept);
    expect(gzip.headers['content-encoding'], url).toBe('gzip');
    expect(gunzipSync(gzip.body).toString(), url).toBe(fromNext.body);
    expect(gzip.headers.vary, url).toMatch(/Accept-Encoding/i);

    // The same URL asked for its Markdown is Next's Markdown answer, never the kept HTML.
    const markdown = await get(url, '', 'text/markdown');
    expect(markdown.headers.get('content-type'), url).toMatch(/text\/markdown/);
    expect(markdown.headers.get('x-lectern-cache'), url).toBeNull();
  }
});

test('a page with a query string, and a missing page, are never answered from memory', async () => {
  const accept = freshAccept();
  for (let i = 0; i < 3; i++) {
    expect((await get('/team/open?tab=1', '', accept)).headers.get('x-lectern-cache')).toBeNull();
    const missing = await get('/team/plan', '', accept);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-lectern-cache')).toBeNull();
  }
});

test('members of two groups and a signed-out reader alternate on the same URLs, and each always gets their own render', async () => {
  const readers = { alpha: await sessionCookie('alpha'), beta: await sessionCookie('beta'), signedOut: '' };
  // What each reader must (and must not) find on each page, as e2e/auth/static-render.spec.ts checks it.
  const expected: Record<string, Record<keyof typeof readers, { status: number; has: string[]; hasNot: string[] }>> = {
    '/team/plan': {
      alpha: { status: 200, has: ['MARKER_ALPHA_TEAM_PLAN'], hasNot: ['Beta Lab Home'] },
      beta: { status: 404, has: [], hasNot: ['MARKER_ALPHA_TEAM_PLAN', 'Alpha Team Plan'] },
      signedOut: { status: 404, has: [], hasNot: ['MARKER_ALPHA_TEAM_PLAN', 'Alpha Team Plan'] },
    },
    '/team/open': {
      alpha: { status: 200, has: ['Alpha Team Plan'], hasNot: ['Beta Lab Home'] },
      beta: { status: 200, has: [], hasNot: ['Alpha Team Plan', 'MARKER_ALPHA_TEAM_PLAN'] },
      signedOut: { status: 200, has: [], hasNot: ['Alpha Team Plan', 'Beta Lab Home'] },
    },
    '/beta/public-note': {
      alpha: { status: 200, has: [], hasNot: ['Beta Lab Home'] },
      beta: { status: 200, has: ['Beta Lab Home'], hasNot: ['Alpha Team Plan'] },
      signedOut: { status: 200, has: [], hasNot: ['Beta Lab Home', 'Alpha Team Plan'] },
    },
  };
  const accept = freshAccept();
  const check = async (url: string, reader: keyof typeof readers) => {
    const answer = await get(url, readers[reader], accept);
    const want = expected[url][reader];
    expect(answer.status, `${reader} ${url}`).toBe(want.status);
    for (const text of want.has) expect(answer.body, `${reader} ${url}`).toContain(text);
    for (const text of want.hasNot) expect(answer.body, `${reader} ${url}`).not.toContain(text);
    if (reader !== 'signedOut' && answer.status === 200)
      expect(answer.headers.get('cache-control'), `${reader} ${url}`).toBe('private, no-store');
    return answer;
  };
  // Round one: Next's answers, in alternation; then every 200 is kept before the rounds from memory.
  for (const url of Object.keys(expected)) for (const reader of ['alpha', 'beta', 'signedOut'] as const) await check(url, reader);
  for (const url of Object.keys(expected))
    for (const reader of ['alpha', 'beta', 'signedOut'] as const)
      if (expected[url][reader].status === 200) await untilHit(url, readers[reader], accept);
  for (let round = 0; round < 3; round++)
    for (const url of Object.keys(expected))
      for (const reader of ['signedOut', 'beta', 'alpha'] as const) {
        const answer = await check(url, reader);
        expect(answer.headers.get('x-lectern-cache'), `${reader} ${url}`).toBe(expected[url][reader].status === 200 ? 'hit' : null);
      }
});
