import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { encode } from 'next-auth/jwt';
import { AUTH_ORIGIN, authServerEnv } from '../../playwright.auth.config';
import { sessionCookie } from './helpers';
import { MATRIX, forbiddenMarkers } from './matrix';

/**
 * Issue 12: on a site with gated pages, the public pages are prerendered at build and served as
 * files, with no render (no MDX compile) per request, while a member's pages are rendered for
 * them and never stored by a shared cache. Checked on the production build of the sign-in fixture:
 * its build output, then the headers Next sends for each reader.
 */
const DIST = authServerEnv().LECTERN_DIST_DIR;
const PUBLIC_PAGES = MATRIX.filter((r) => r.page.signedOut && r.inNav !== false).map((r) => r.url);
const GATED_PAGES = MATRIX.filter((r) => !r.page.signedOut).map((r) => r.url);

/** Every file Next wrote for app routes: prerendered HTML, RSC payloads, segment payloads, metadata. */
function outputFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? outputFiles(file) : /\.(?:html|rsc|meta|body|segment\.rsc)$/.test(name) ? [file] : [];
  });
}

async function get(url: string, cookie = '', headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, AUTH_ORIGIN), { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  return { response, body: await response.text() };
}

test('the build prerenders every public page and no gated one', () => {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  const prerendered = Object.keys(manifest.routes);
  for (const url of PUBLIC_PAGES) expect(prerendered, url).toContain(url);
  for (const url of GATED_PAGES) expect(prerendered, url).not.toContain(url);
  for (const url of PUBLIC_PAGES) {
    const file = path.join(DIST, 'server/app', `${url === '/' ? 'index' : url.slice(1)}.html`);
    expect(statSync(file).isFile(), `${file} is written at build`).toBe(true);
  }
});

test('no file of the build output holds a byte of a page a signed-out reader may not see', () => {
  const files = outputFiles(path.join(DIST, 'server/app'));
  expect(files.length).toBeGreaterThan(PUBLIC_PAGES.length);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return forbiddenMarkers('signedOut')
      .filter((m) => text.includes(m))
      .map((m) => `${m} in ${file}`);
  });
  expect(leaks).toEqual([]);
});

test('a signed-out reader gets each public page from the prerendered files, shareable', async () => {
  for (const url of PUBLIC_PAGES) {
    const { response } = await get(url);
    expect(response.status, url).toBe(200);
    // Served from the build's files: a render per request (compiling the MDX) answers with no cache header at all.
    expect(response.headers.get('x-nextjs-cache'), url).toBe('HIT');
    expect(response.headers.get('x-nextjs-prerender'), url).toBeTruthy();
    expect(response.headers.get('cache-control'), url).not.toMatch(/private|no-store/);
    // The Markdown the same URL answers to `Accept: text/markdown` tells a shared cache it varies on Accept and the session.
    const markdown = await get(url, '', { accept: 'text/markdown' });
    expect(markdown.response.headers.get('content-type'), url).toMatch(/text\/markdown/);
    expect(markdown.response.headers.get('vary'), url).toMatch(/(?:^|,)\s*Accept\s*(?:,|$)/i);
    expect(markdown.response.headers.get('vary'), url).toMatch(/(?:^|,)\s*Cookie\s*(?:,|$)/i);
  }
});

test('a member gets their own render, with their gated pages, that no shared cache may keep', async () => {
  const alpha = await sessionCookie('alpha');
  // Each page with a gated entry of its tab's sidebar that alpha may see (and a signed-out reader may not).
  const pages = {
    '/': 'Alpha Team Plan',
    '/team/open': 'Alpha Team Plan',
    '/team/plan': 'Alpha Team Plan',
    '/api-reference/things/list-open-things': 'Signed in operation',
  };
  for (const [url, gatedEntry] of Object.entries(pages)) {
    const { response, body } = await get(url, alpha);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('cache-control'), url).toMatch(/private/);
    expect(response.headers.get('cache-control'), url).toMatch(/no-store/);
    expect(body, url).toContain(gatedEntry);
    expect((await get(url)).body, `${url} signed out`).not.toContain(gatedEntry);
  }
  expect((await get('/team/plan', alpha)).body).toContain('MARKER_ALPHA_TEAM_PLAN');
  // A member of another group: the same URL, not their page.
  const beta = await sessionCookie('beta');
  const other = await get('/team/plan', beta);
  expect(other.response.status).toBe(404);
  expect(other.body).not.toContain('MARKER_ALPHA_TEAM_PLAN');
});

/** A session cookie the server decodes as one it issued (same secret and cookie name), for groups no users file has. */
async function mintedSession(groups: string[]): Promise<string> {
  const name = 'authjs.session-token';
  const token = await encode({
    token: { sub: `minted-${groups.join('-')}`, name: 'Minted', groups },
    secret: authServerEnv().AUTH_SECRET,
    salt: name,
  });
  return `${name}=${token}`;
}

test('a member page is rendered once per set of named groups and served from the cache, never across groups', async () => {
  const alpha = await sessionCookie('alpha');
  const beta = await sessionCookie('beta');
  // Warm: alpha's render of each page is cached after its first request (issue 12: no render per request).
  const pages = ['/', '/team/plan', '/api-reference/things/list-open-things'];
  for (const url of pages) await get(url, alpha);
  for (const url of pages) {
    const { response } = await get(url, alpha);
    expect(response.headers.get('x-nextjs-cache'), url).toBe('HIT');
    expect(response.headers.get('cache-control'), url).toMatch(/private, no-store/);
  }
  // A reader with a group the site never names shares alpha's render: that group changes no byte.
  const alphaPlus = await mintedSession(['alpha', 'not-named-by-the-site']);
  const shared = await get('/team/plan', alphaPlus);
  expect(shared.response.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(shared.body).toContain('MARKER_ALPHA_TEAM_PLAN');
  // Beta, with alpha's renders warm: none of alpha's bytes, on every page, twice (cold, then cached).
  for (let round = 0; round < 2; round++) {
    const plan = await get('/team/plan', beta);
    expect(plan.response.status).toBe(404);
    for (const url of ['/team/plan', ...pages]) {
      const { body } = await get(url, beta);
      expect(body, url).not.toContain('MARKER_ALPHA_TEAM_PLAN');
      expect(body, url).not.toContain('Alpha Team Plan');
    }
  }
  // And the other way: beta's render of a page warm, alpha still gets none of beta's entries.
  for (let round = 0; round < 2; round++) expect((await get('/beta/public-note', beta)).body).toContain('Beta Lab Home');
  expect((await get('/beta/public-note', alpha)).body).not.toContain('Beta Lab Home');
  // Both groups: renders of their own, with both groups' entries.
  const both = await mintedSession(['beta', 'alpha']);
  expect((await get('/', both)).body).toContain('Alpha Team Plan');
  expect((await get('/beta/public-note', both)).body).toContain('Beta Lab Home');
  // A session the server cannot decode is a signed-out reader: the public page, shareable, no gated entry.
  const forged = await get('/team/open', `authjs.session-token=${'x'.repeat(40)}`);
  expect(forged.response.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(forged.response.headers.get('x-nextjs-prerender')).toBeTruthy();
  expect(forged.body).not.toContain('Alpha Team Plan');
});

test('the internal reader route cannot be named by a URL or chosen by a header', async () => {
  const alpha = await sessionCookie('alpha');
  for (const cookie of ['', alpha]) {
    for (const url of [
      '/_lectern/reader/team/plan',
      '/_lectern/reader/team/open',
      '/_lectern/reader',
      '/%5Flectern/reader/team/plan',
      '/_Lectern/Reader/team/open',
    ]) {
      const { response, body } = await get(url, cookie);
      expect(response.status, `${url} ${cookie ? 'alpha' : 'signed out'}`).toBe(404);
      expect(body).not.toContain('MARKER_ALPHA_TEAM_PLAN');
    }
  }
  // The proxy sets or removes its routing header on every request: a reader's own copy is ignored.
  const forged = await get('/team/plan', '', { 'x-lectern-route': 'reader' });
  expect(forged.response.status).toBe(404);
  expect(forged.body).not.toContain('MARKER_ALPHA_TEAM_PLAN');
  const refused = await get('/team/open', '', { 'x-lectern-route': 'refuse' });
  expect(refused.response.status).toBe(200);
  expect(refused.response.headers.get('x-nextjs-cache')).toBe('HIT');
});
