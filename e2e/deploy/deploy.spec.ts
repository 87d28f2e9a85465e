import type { APIRequestContext, Page } from '@playwright/test';
import { refreshSecret } from '../../lib/site/refresh-secret';
import { expect, test } from '../fixtures';
import { DATA_DIR, publish } from './publish';

// scripts/test.mjs built the fixture from build 1, so its pages were prerendered from build 1.
const LIST = '/api-reference/list-pets';

/** What the deployment worker does after publishing (lib/agent/deploy/notify-site.ts). */
async function notify(request: APIRequestContext) {
  const refreshed = await request.post('/api/site/refresh', { headers: { authorization: `Bearer ${refreshSecret(DATA_DIR)}` } });
  expect(refreshed.status()).toBe(200);
  // `swapped` is false when this server had not read its route table yet (it had served
  // prerendered pages only): its first read is then already the new build.
  expect(await refreshed.json()).toMatchObject({ revalidated: true, swapped: expect.any(Boolean) });
}

/** Next re-renders a page on its next visit; the visit that sets it off may still get the old one. */
async function eventually(page: Page, url: string, text: string) {
  await expect
    .poll(async () => {
      await page.goto(url);
      return page.locator('body').innerText();
    })
    .toContain(text);
}

test('the refresh endpoint answers only the worker’s secret', async ({ request }) => {
  for (const authorization of ['Bearer not-the-secret', '']) {
    const refused = await request.post('/api/site/refresh', { headers: authorization ? { authorization } : {} });
    expect(refused.status()).toBe(401);
    expect(refused.headers()['content-type']).toBe('application/problem+json');
    expect((await refused.json()).detail).toMatch(/deployment worker/);
  }
});

test('a published deployment reaches prerendered pages: new text, and new operations in the sidebar', async ({ page, request }) => {
  // Build 1, as prerendered (and again after a refresh, so the test also holds on a rerun).
  publish(DATA_DIR, 1);
  await notify(request);
  await eventually(page, LIST, 'MARKER_FIRST_BUILD');
  await expect(page.locator('a[href="/api-reference/adopt-a-pet"]')).toHaveCount(0);
  // npm start keeps the page in memory (scripts/start.mjs, issue 12): the refresh must empty that copy too.
  await expect.poll(async () => (await request.get(LIST)).headers()['x-lectern-cache']).toBe('hit');
  expect(await (await request.get(LIST)).text()).toContain('MARKER_FIRST_BUILD');

  publish(DATA_DIR, 2);
  await notify(request);
  await eventually(page, LIST, 'MARKER_SECOND_BUILD');
  await expect.poll(async () => (await request.get(LIST)).text()).toContain('MARKER_SECOND_BUILD');
  await expect(page.getByText('MARKER_FIRST_BUILD')).toHaveCount(0);
  // The new operation is in the sidebar and pager of a page that existed before, and its own page works.
  await expect(page.locator('.pager-next')).toHaveAttribute('href', '/api-reference/adopt-a-pet');
  await page.locator('.sidebar-list a', { hasText: 'Adopt a pet' }).click();
  await expect(page).toHaveURL(/\/api-reference\/adopt-a-pet$/);
  await expect(page.getByRole('heading', { name: 'Adopt a pet', level: 1 })).toBeVisible();

  // The static exports follow: the Markdown variant (now deprecated), llms.txt and the sitemap.
  // Over HTTP: a browser opening a text file also asks for /favicon.ico, which this fixture lacks.
  const text = async (url: string) => (await request.get(url)).text();
  await expect.poll(() => text('/api-reference/list-pets.md')).toContain('`GET /pets` (deprecated)');
  await expect.poll(() => text('/llms.txt')).toContain('Adopt a pet');
  await expect.poll(() => text('/sitemap.xml')).toContain('/api-reference/adopt-a-pet');
});
