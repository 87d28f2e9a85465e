import type { Locator, Page } from '@playwright/test';
import { buildThemeCss } from '../../lib/site/theme-css';
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

/**
 * A collapsed group carries no class (issue 12: ~46 on every page of a large API); app/globals.css
 * and the themes reach it by its place in the sidebar. It must look as it did with its classes: its
 * heading as the page's inline section heading in type and colour, tighter (2px above and below, no
 * gap under it while closed); its first page's link as an inline row; and, in a theme, as restyled.
 */
const PROPS = ['font-weight', 'font-size', 'color', 'line-height', 'letter-spacing', 'text-transform', 'display', 'align-items'];
const ROW_PROPS = [...PROPS, 'padding', 'border-radius', 'cursor', 'gap'];

function styleOf(locator: Locator, props: string[], pseudo: string | null = null): Promise<Record<string, string>> {
  return locator.evaluate(
    (el, arg) => {
      const style = getComputedStyle(el, arg.pseudo);
      return Object.fromEntries(arg.props.map((p) => [p, style.getPropertyValue(p)]));
    },
    { props, pseudo },
  );
}

async function expectCollapsedLikeInline(page: Page) {
  const sidebar = page.locator('.sidebar');
  const inline = sidebar.locator('.sidebar-section > .sidebar-heading', { hasText: /^Area 07$/ });
  const summary = sidebar.locator('summary', { hasText: /^Area 12$/ });
  const item = summary.locator('xpath=../..');
  expect(await styleOf(summary, PROPS)).toEqual(await styleOf(inline, PROPS));
  expect(await styleOf(summary, ['padding', 'margin-bottom', 'cursor', 'list-style-type'])).toEqual({
    padding: '2px 0px',
    'margin-bottom': '0px',
    cursor: 'pointer',
    'list-style-type': 'none',
  });
  expect(await styleOf(summary, ['content', 'margin-left', 'font-size'], '::after')).toMatchObject({ content: '"›"', 'font-size': '16px' });
  expect(await styleOf(item, ['margin-bottom'])).toEqual({ 'margin-bottom': '6px' });
  expect(await styleOf(inline.locator('xpath=..'), ['margin-bottom'])).toEqual({ 'margin-bottom': '22px' });
  // The link to the group's first page (what a reader without JavaScript opens to): an inline row.
  // Hidden while the group is closed, so not found by role.
  const fallback = item.getByRole('link', { name: label(12, 1), includeHidden: true });
  const row = sidebar.getByRole('link', { name: label(7, 6) });
  expect(await styleOf(fallback, ROW_PROPS)).toEqual(await styleOf(row, ROW_PROPS));
  // Under a section heading, flush with the heading as the loaded list is, and with no rule.
  expect(await styleOf(fallback, ['margin-left'])).toEqual({ 'margin-left': '0px' });
  expect(await styleOf(fallback, ['content'], '::before')).toEqual({ content: 'none' });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a collapsed group looks as it did with its classes, closed and open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(href(7, 5));
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectCollapsedLikeInline(page);

    // Open: the section's gap under its heading and under the section come back, the chevron turns.
    const sidebar = page.locator('.sidebar');
    const summary = sidebar.locator('summary', { hasText: /^Area 12$/ });
    await hydrated(summary);
    await summary.click();
    await expect(sidebar.getByRole('link', { name: label(12, 17) })).toBeVisible();
    expect(await styleOf(summary, ['margin-bottom', 'padding'])).toEqual({ 'margin-bottom': '6px', padding: '2px 0px' });
    expect(await styleOf(summary.locator('xpath=../..'), ['margin-bottom'])).toEqual({ 'margin-bottom': '22px' });
    await expect.poll(async () => (await styleOf(summary, ['transform'], '::after')).transform).toBe('matrix(0, 1, -1, 0, 0, 0)');
    // The loaded rows are the inline group's.
    const loaded = sidebar.getByRole('link', { name: label(12, 17) });
    expect(await styleOf(loaded, ROW_PROPS)).toEqual(await styleOf(sidebar.getByRole('link', { name: label(7, 6) }), ROW_PROPS));

    // A collapsed subgroup (a group in an inline one; this fixture has none, so one is moved there):
    // its heading is drawn as a row.
    const moved = sidebar.locator('summary', { hasText: /^Area 30$/ });
    await moved.evaluate((el) => {
      const ul = document.querySelector('.sidebar-list > li.sidebar-section > ul');
      ul?.append(el.parentElement!.parentElement!);
    });
    await page.mouse.move(0, 0);
    const rowStyle = await styleOf(sidebar.getByRole('link', { name: label(7, 6) }), ROW_PROPS);
    expect(await styleOf(moved, ROW_PROPS)).toEqual(rowStyle);
    // Its link to the first page stands where its list will: indented by the list's 12px margin,
    // 1px rule and 8px padding, the rule drawn 9px to its left.
    const movedLink = moved.locator('xpath=..').locator('> a');
    expect(await styleOf(movedLink, ['margin-left', 'padding'])).toEqual({ 'margin-left': '21px', padding: '5px 10px' });
    expect(await styleOf(movedLink, ['left', 'border-left-style', 'border-left-width'], '::before')).toEqual({
      left: '-9px',
      'border-left-style': 'solid',
      'border-left-width': '1px',
    });
    // Opened, its loaded list lands exactly there: the first row where the link was.
    const before = await movedLink.evaluate((el) => el.getBoundingClientRect().left);
    await moved.click();
    const firstLoaded = moved.locator('xpath=..').locator('> ul > li > a').first();
    await expect(firstLoaded).toBeVisible();
    expect(await styleOf(moved.locator('xpath=..').locator('> ul'), ['margin-left', 'padding-left', 'border-left-style'])).toEqual({
      'margin-left': '12px',
      'padding-left': '8px',
      'border-left-style': 'solid',
    });
    expect(await firstLoaded.evaluate((el) => el.getBoundingClientRect().left)).toBe(before);
  });
}

test('a theme restyles a collapsed group as the inline ones', async ({ page }) => {
  await page.goto(href(7, 5));
  for (const theme of ['willow', 'aspen', 'maple'] as const) {
    await page.addStyleTag({ content: buildThemeCss(theme) });
    await expectCollapsedLikeInline(page);
  }
  // maple's rounder rows.
  expect(await styleOf(page.locator('.sidebar').getByRole('link', { name: label(12, 1), includeHidden: true }), ['border-radius'])).toEqual(
    {
      'border-radius': '999px',
    },
  );
});
