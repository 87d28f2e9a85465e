import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * Issue 12, the build plan (lib/site/prerender-plan.ts): generated schema pages are not written by
 * `next build`; each renders on its first request and is then served from Next's cache, with the
 * same bytes every time. Checked on the own site's production build (`.next`) and its server.
 */
const SCHEMA_PAGE = '/api-reference/schemas/category';
const ENDPOINT_PAGE = '/api-reference/echo/echo-a-request';

function prerendered(): string[] {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes);
}

test('the build writes the endpoint pages and no generated schema page', () => {
  const urls = prerendered();
  expect(urls).toContain(ENDPOINT_PAGE);
  expect(urls.filter((u) => u.includes('/schemas/'))).toEqual([]);
});

test('a schema page renders on its first request, then comes from the cache with the same bytes', async ({ request }) => {
  const first = await request.get(SCHEMA_PAGE);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain('<h1>Category</h1>');
  const again = await request.get(SCHEMA_PAGE);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await again.text()).toBe(html);
  // Shareable like a prerendered page, not a per-request render.
  expect(again.headers()['cache-control']).not.toMatch(/private|no-store/);
});
