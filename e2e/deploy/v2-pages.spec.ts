import { expect, test } from '@playwright/test';

/**
 * Docs URLs never collide with Lectern's own routes (issue 10): a page under `/v2/…` is the docs
 * site's. Before, every `/v2/…` URL answered the agent API's JSON 404. This fixture is served by
 * `next start` like any site (playwright.deploy.config.ts).
 */
test('a docs page under /v2/ is served as a page, not as the agent API', async ({ page, request }) => {
  const response = await request.get('/v2/guides/intro');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  await page.goto('/v2/guides/intro');
  await expect(page.locator('h1')).toHaveText('Version 2 introduction');
  await expect(page.getByText('MARKER_V2_PAGE')).toBeVisible();
});

test('the agent API keeps its own routes: an unknown action under a job is its problem+json', async ({ request }) => {
  const response = await request.get('/v2/agent/acme/job/job_01JD9Q4V1Z8K3M6T2R5W7X0Y9A/mesage');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  // And a URL under /v2/ that is neither is the docs site's 404 page, in HTML.
  const missing = await request.get('/v2/nothing-here');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('text/html');
});

test('links as authors write them: /v2/index (and /v2/index.md) reach the page served at /v2', async ({ page, request }) => {
  const moved = await request.get('/v2/index', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  // Next may send the header twice; every value must be the page's URL.
  expect(
    new Set(
      moved
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'location')
        .map((h) => h.value),
    ),
  ).toEqual(new Set(['/v2']));
  await page.goto('/v2/index');
  await expect(page).toHaveURL(/\/v2$/);
  await expect(page.getByText('MARKER_V2_INDEX')).toBeVisible();
  const markdown = await request.get('/v2/index.md');
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).toContain('MARKER_V2_INDEX');
});
