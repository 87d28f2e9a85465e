import { expect, test } from '../fixtures';

/**
 * Issue 12, a long open group (lib/site/sidebar-window.ts): the fixture's "Big area" holds 120
 * operations (e2e/big-api/generate-spec.mjs), as GitHub's `actions` holds ~240. A page draws the
 * group's first 25 rows and the 12 on each side of its own, with a link in each gap; the browser
 * fills the gaps from the group's navigation resource, the same URL on every page of the group.
 */
const pad = (n: number) => String(n).padStart(3, '0');
const label = (n: number) => `Big operation ${pad(n)}`;
const href = (n: number) => `/big-group/big-area/big-operation-${pad(n)}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Operation 45: rows 1–25, a gap of 26–32 (7), rows 33–57, a gap of 58–120 (63).
const CURRENT = 45;
const DRAWN = [...range(1, 25), ...range(33, 57)];

test('the page holds the group’s first rows, the rows around its own and a link in each gap, and nothing else of the group', async ({
  request,
}) => {
  const response = await request.get(href(CURRENT));
  expect(response.status()).toBe(200);
  // The HTML with its inline RSC payload: what a reader downloads for the page.
  const html = await response.text();
  for (const n of DRAWN) expect(html.includes(`>${label(n)}<`), label(n)).toBe(true);
  for (const n of range(1, 120).filter((n) => !DRAWN.includes(n))) expect(html.includes(label(n)), label(n)).toBe(false);
  // The gaps' links go to their first rows (the only other operations the page links to).
  expect(html).toContain(`<a class="sidebar-link" href="${href(26)}">7 more in Big area</a>`);
  expect(html).toContain(`<a class="sidebar-link" href="${href(58)}">63 more in Big area</a>`);
  for (const n of range(27, 32).concat(range(59, 120))) expect(html.includes(`href="${href(n)}"`), href(n)).toBe(false);
});

test('once hydrated the list holds every row of the group in order, the current row stays where it was, and a filled row navigates', async ({
  page,
}) => {
  // A tall window, so the current row is in sight below the first gap when the page arrives.
  await page.setViewportSize({ width: 1280, height: 1600 });
  // The group's items are held back until the page as it arrived has been measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/api/site/nav?**', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(href(CURRENT));
  const sidebar = page.locator('.sidebar');
  const rows = sidebar.getByRole('link', { name: /Big operation \d{3}$/ });
  const current = sidebar.locator('[aria-current="page"]');
  await expect(current).toHaveText(new RegExp(label(CURRENT)));
  await expect(sidebar.locator('.sidebar-gap')).toHaveCount(2);
  await expect.poll(() => asked.length, { message: 'the group is asked for' }).toBeGreaterThan(0);
  const before = (await current.boundingBox())!;
  expect(before.y + before.height, 'the current row is in sight').toBeLessThan(1600);
  const drawnRows = (await rows.allTextContents()).map((text) => Number(text.match(/(\d{3})$/)![1]));
  expect(drawnRows).toEqual(DRAWN);

  release();
  await expect(sidebar.locator('.sidebar-gap')).toHaveCount(0);
  await expect(rows).toHaveCount(120);
  const all = (await rows.allTextContents()).map((text) => Number(text.match(/(\d{3})$/)![1]));
  expect(all).toEqual(range(1, 120));
  // Both gaps asked the same URL once: the one every page of the group asks.
  expect(new Set(asked).size).toBe(1);
  expect(asked).toHaveLength(1);
  // …and the answer is kept for good (the URL names the content's version): the browser keeps it for the group's other pages.
  const answer = await page.request.get(asked[0]);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const after = (await current.boundingBox())!;
  expect(Math.abs(after.y - before.y), `the current row moved from ${before.y} to ${after.y}`).toBeLessThan(1);

  await sidebar.getByRole('link', { name: label(100) }).click();
  await expect(page).toHaveURL(href(100));
  await expect(page.getByRole('heading', { level: 1, name: label(100) })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: label(100) })).toHaveAttribute('aria-current', 'page');
  // The new page's gaps (26–87, 113–120) stand where the old page's were, and fill with their own rows.
  await expect(sidebar.locator('.sidebar-gap')).toHaveCount(0);
  expect((await rows.allTextContents()).map((text) => Number(text.match(/(\d{3})$/)![1]))).toEqual(range(1, 120));
  // From the group already loaded: the new page's gaps name the same URL, and nothing is asked again.
  expect(asked).toHaveLength(1);
});

test('a reader who scrolled the sidebar to the current row keeps it in place while the rows above it fill', async ({ page }) => {
  // Operation 80: rows 1–25, a gap of 26–67 (42), rows 68–92, a gap of 93–120; the sidebar is
  // scrolled, so the browser's own scroll anchoring also has a say.
  await page.setViewportSize({ width: 1280, height: 800 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/api/site/nav?**', async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto(href(80));
  const sidebar = page.locator('.sidebar');
  const current = sidebar.locator('[aria-current="page"]');
  await expect.poll(() => asked, { message: 'the group is asked for' }).toBeGreaterThan(0);
  await current.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  expect(await sidebar.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  const before = (await current.boundingBox())!;

  release();
  await expect(sidebar.getByRole('link', { name: /Big operation \d{3}$/ })).toHaveCount(120);
  const after = (await current.boundingBox())!;
  expect(Math.abs(after.y - before.y), `the current row moved from ${before.y} to ${after.y}`).toBeLessThan(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a gap’s link leads to a page that draws the gap’s rows', async ({ page }) => {
    await page.goto(href(CURRENT));
    const sidebar = page.locator('.sidebar');
    await sidebar.getByRole('link', { name: '63 more in Big area' }).click();
    await expect(page).toHaveURL(href(58));
    await expect(sidebar.getByRole('link', { name: label(58) })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: label(70) })).toBeVisible();
  });
});
