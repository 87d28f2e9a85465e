import type { Request } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';

/**
 * Issue 12, item 6: loading a page fetches no other page's RSC payload and no other page's images
 * (before, Next prefetched the payload of every link in view, sidebar, pager, tabs and content,
 * and with it the linked pages' images). A link is prefetched when the reader shows intent.
 */
const isPayload = (r: Request) => r.url().includes('_rsc=') || r.headers()['rsc'] === '1';
const isSegmentPrefetch = async (r: Request) => (await r.allHeaders())['next-router-segment-prefetch'] !== undefined;

test('loading a page requests no other page’s payload or images; hovering a link prefetches that one page', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto('/');
  const link = page.locator('#content').getByRole('link', { name: 'the pictures guide' });
  await hydrated(link);
  // Next schedules viewport prefetches once the links have hydrated; network idle comes after them.
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isPayload).map((r) => r.url())).toEqual([]);
  expect(requests.filter((r) => r.url().includes('/images/')).map((r) => r.url())).toEqual([]);

  // The route tree first, then the page's whole payload (with the router's state, as a navigation asks).
  const full = page.waitForResponse(
    async (r) => isPayload(r.request()) && new URL(r.url()).pathname === '/guides/pictures' && !(await isSegmentPrefetch(r.request())),
  );
  await link.hover();
  await full;
  await page.waitForLoadState('networkidle');
  const payloads = requests.filter(isPayload).map((r) => new URL(r.url()).pathname);
  expect(new Set(payloads)).toEqual(new Set(['/guides/pictures']));
  // A full prefetch: the route tree and the page's whole payload (its `.rsc`), never a page segment's
  // prefetch file, which the build removes (payload.spec.ts); every answer is a 200.
  const asked = await Promise.all(
    requests.filter(isPayload).map(async (r) => ({
      segment: (await r.allHeaders())['next-router-segment-prefetch'] ?? 'full',
      status: (await r.response())?.status(),
    })),
  );
  expect(asked.map((a) => a.segment).sort()).toEqual(['/_tree', 'full']);
  expect(asked.every((a) => a.status === 200)).toBe(true);
  expect(requests.filter((r) => r.url().includes('/images/')).map((r) => r.url())).toEqual([]);
});

test('a click after a hover prefetch navigates without fetching the page’s payload again; back and forward still work', async ({
  page,
}) => {
  const payloads: string[] = [];
  page.on('request', (r) => {
    if (isPayload(r)) payloads.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  const link = page.locator('#content').getByRole('link', { name: 'the pictures guide' });
  await hydrated(link);
  const full = page.waitForResponse(
    async (r) => isPayload(r.request()) && new URL(r.url()).pathname === '/guides/pictures' && !(await isSegmentPrefetch(r.request())),
  );
  await link.hover();
  await full;
  await page.waitForLoadState('networkidle');
  const beforeClick = payloads.length;

  await link.click();
  await expect(page).toHaveURL('/guides/pictures');
  await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A diagram' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The hover fetched everything the page needs: the click asks the server for nothing more.
  expect(payloads.slice(beforeClick)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#content').getByRole('link', { name: 'the pictures guide' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL('/guides/pictures');
  await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
});
