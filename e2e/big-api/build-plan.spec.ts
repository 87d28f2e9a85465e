import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';

/**
 * Issue 12, the build plan (lib/site/prerender-plan.ts): on a site without gating, `next build`
 * writes the home page's `.md` twin only (it wrote one per page: half the files of a big API's
 * build); every other twin renders on its first request and is then served from Next's cache,
 * with the same bytes every time.
 */
const PAGE = '/api-reference/area-07/area-07-operation-05';

test('the build writes the pages and only the home page’s Markdown twin', () => {
  const manifest = JSON.parse(readFileSync('.next-big-api-site/prerender-manifest.json', 'utf8')) as { routes: Record<string, unknown> };
  const urls = Object.keys(manifest.routes);
  expect(urls).toContain(PAGE);
  expect(urls.filter((u) => u === '/md' || u.startsWith('/md/'))).toEqual(['/md']);
});

test('a page’s Markdown twin renders on its first request, then comes from the cache with the same bytes', async ({ request }) => {
  const first = await request.get(`${PAGE}.md`);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toMatch(/text\/markdown/);
  const markdown = await first.text();
  expect(markdown).toContain('Area 07 operation 05');
  const again = await request.get(`${PAGE}.md`);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await again.text()).toBe(markdown);
});
