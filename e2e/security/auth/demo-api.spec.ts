import { expect, test } from '@playwright/test';

// Hole 5: the sign-in fixture is not the project's own site, so the demo API does not exist on
// it: every /demo-api/* URL is the docs 404 page, like any other missing page.

const MISSING = '/no-such-page-at-all';

test('every /demo-api URL answers the docs 404 page, never the demo API', async ({ request }) => {
  for (const url of [
    '/demo-api/echo',
    '/demo-api/json',
    '/demo-api/big-json?mb=5',
    '/demo-api/redirect?to=https://evil.example/',
    '/demo-api/echo/anything',
    '/demo-api/upload',
    '/demo-api/nothing-here',
  ]) {
    const response = await request.get(url, {
      maxRedirects: 0,
      headers: { cookie: 'probe=should-never-come-back', authorization: 'Bearer should-never-come-back' },
    });
    expect(response.status(), url).toBe(404);
    expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
    expect(response.headers().location, url).toBeUndefined();
    const html = await response.text();
    expect(html, url).toContain('Page not found');
    expect(html, url).not.toContain('should-never-come-back');
    expect(html, url).not.toContain('"method"');
  }
});

test('other methods answer as they do on any missing page: no echo, no upload sink', async ({ request }) => {
  const multipart = { file: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') } };
  const cases = [
    ['POST', '/demo-api/echo', { data: '{"a":1}', headers: { 'content-type': 'application/json' } }],
    ['PUT', '/demo-api/json', { data: 'x' }],
    ['DELETE', '/demo-api/echo', {}],
    ['POST', '/demo-api/upload', { multipart }],
  ] as const;
  for (const [method, url, options] of cases) {
    const [demo, other] = [await request.fetch(url, { method, ...options }), await request.fetch(MISSING, { method, ...options })];
    expect(demo.status(), `${method} ${url}`).toBe(other.status());
    expect(demo.headers()['content-type'], `${method} ${url}`).toBe(other.headers()['content-type']);
    expect(await demo.text(), `${method} ${url}`).not.toContain('"parts"');
  }
});

test('a reader sees the same 404 page at /demo-api/echo as at any missing URL', async ({ page }) => {
  const shown = async (url: string) => {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    return { title: await page.title(), text: await page.locator('body').innerText() };
  };
  expect(await shown('/demo-api/echo')).toEqual(await shown(MISSING));
});
