import { expect, hydrated, test } from '../fixtures';

/**
 * Issue 12, item 2: an endpoint page of a 1,000-operation API carries its own group's items and
 * not the other 49 groups' (before, every page held all 1,000 links in its HTML and again in its
 * inline RSC payload). The other groups are collapsed headings whose items load when opened.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const label = (area: number, op: number) => `Area ${pad(area)} operation ${pad(op)}`;
const href = (area: number, op: number) => `/api-reference/area-${pad(area)}/area-${pad(area)}-operation-${pad(op)}`;

test('an endpoint page holds its own group in full and no item of the other groups', async ({ request }) => {
  const response = await request.get(href(7, 5));
  expect(response.status()).toBe(200);
  // The HTML, inline RSC payload included: what a reader downloads for the page.
  const html = await response.text();
  // Booleans, not toContain: a failure names the item instead of printing a megabyte of HTML.
  for (let op = 1; op <= 20; op++) expect(html.includes(`href="${href(7, op)}"`), label(7, op)).toBe(true);
  for (let area = 1; area <= 50; area++) {
    if (area === 7) continue;
    // Each other group keeps its heading and, for readers without JavaScript, a link to its first page.
    expect(html.includes(`Area ${pad(area)}`), `heading Area ${pad(area)}`).toBe(true);
    for (let op = 2; op <= 20; op++) {
      expect(html.includes(label(area, op)), label(area, op)).toBe(false);
      expect(html.includes(href(area, op)), href(area, op)).toBe(false);
    }
  }
});

test('opening another group shows its items, from the keyboard too, and it stays open across client navigation', async ({ page }) => {
  await page.goto(href(7, 5));
  const sidebar = page.locator('.sidebar');
  await expect(sidebar.getByRole('link', { name: label(7, 20) })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: label(12, 17) })).toHaveCount(0);
  const area12 = sidebar.locator('summary', { hasText: /^Area 12$/ });
  await hydrated(area12);
  await area12.click();
  await expect(sidebar.getByRole('link', { name: label(12, 17) })).toBeVisible();

  const area30 = sidebar.locator('summary', { hasText: /^Area 30$/ });
  await area30.focus();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('link', { name: label(30, 3) })).toBeVisible();

  // A client navigation to a page of a lazily loaded group: that group is now the page's own, and
  // the group the reader opened is still open.
  await sidebar.getByRole('link', { name: label(12, 17) }).click();
  await expect(page).toHaveURL(href(12, 17));
  await expect(page.getByRole('heading', { level: 1, name: label(12, 17) })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: label(12, 17) })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: label(30, 3) })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a collapsed group opens to a link to its first page, where the group is inline', async ({ page }) => {
    await page.goto(href(7, 5));
    const sidebar = page.locator('.sidebar');
    await sidebar.locator('summary', { hasText: /^Area 12$/ }).click();
    await sidebar.getByRole('link', { name: label(12, 1) }).click();
    await expect(page).toHaveURL(href(12, 1));
    await expect(sidebar.getByRole('link', { name: label(12, 20) })).toBeVisible();
  });
});
