import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Generated API pages whose summaries stress URLs and titles (issue 10), served by `next start`
 * of test/fixtures/api-titles-site (playwright.api-titles.config.ts). Before: the build itself
 * failed (a 1,300-character slug is no file name, and a `%` in a slug threw URIError at prerender);
 * raw `?`, `#`, `%` in links cut or mangled the URL; a path-long title scrolled the page sideways.
 */

const API = '/api-reference';
// Route-table URLs, as Mintlify builds them (slug keeps `?`, `#`, `%`, non-ASCII).
const SHORT_URLS = [
  `${API}/edge-cases/what-is-new?`,
  `${API}/edge-cases/item-#1-of-many`,
  `${API}/edge-cases/100%-off-%20-deals`,
  `${API}/edge-cases/größe-ändern-日本語`,
  `${API}/actions/get-repos-actionsruns-attempts-jobs-logsdownloadarchive`,
  `${API}/actions/list-things`,
  `${API}/actions/list-things-1`,
  `${API}/events/issue-event`,
  `${API}/events/issue-event-1`,
];
const PATH_TITLED = `${API}/actions/get-repos-actionsruns-attempts-jobs-logsdownloadarchive`;
const encode = (url: string) => url.replace(/[%?#\s]/g, (c) => encodeURIComponent(c));
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

async function apiLinks(page: Page) {
  await page.goto(encode(SHORT_URLS[0]));
  const links = page.locator('.sidebar-list li > a[href^="/api-reference/"]');
  await expect(links.first()).toBeAttached();
  return links;
}

test('every generated page is reached from its sidebar link, titled as the link says', async ({ page }) => {
  const links = await apiLinks(page);
  const count = await links.count();
  expect(count).toBe(SHORT_URLS.length + 1);
  const reached: string[] = [];
  for (let i = 0; i < count; i++) {
    const link = page.locator('.sidebar-list li > a[href^="/api-reference/"]').nth(i);
    const label = (await link.locator('span').last().textContent())?.trim() ?? '';
    await link.click();
    await expect(page.locator('.page-header h1')).toHaveText(label);
    reached.push(pathOf(page));
  }
  expect(reached.filter((u) => SHORT_URLS.includes(u)).sort()).toEqual([...SHORT_URLS].sort());
  const long = reached.find((u) => !SHORT_URLS.includes(u)) ?? '';
  expect(long.startsWith(`${API}/edge-cases/does-\`x?\`-match-*every*-[item]https:xtesta?b=1-at-100%?-größe`)).toBe(true);
  expect(long.length).toBeGreaterThan(1200);
});

test('every generated page answers at its URL, and its .md twin too', async ({ page, request }) => {
  const links = await apiLinks(page);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const url of SHORT_URLS) expect(hrefs).toContain(encode(url).normalize());
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href.slice(0, 80)).toBe(200);
    expect((await request.get(`${href}.md`)).status(), `${href.slice(0, 80)}.md`).toBe(200);
  }
  // Search results link to the page (the slug's own `#` and `?` are escaped; only an anchor follows `#`).
  for (const [q, href] of [
    ['Item many', '/api-reference/edge-cases/item-%231-of-many'],
    ['what is new', '/api-reference/edge-cases/what-is-new%3F'],
  ]) {
    const { hits } = (await (await request.get(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { hits: { url: string }[] };
    expect(
      hits.map((h) => h.url.split('#')[0]),
      q,
    ).toContain(href);
  }
  // `<page>/index` is the page: the redirect keeps the slug's `?` in the path.
  const alias = await request.get('/api-reference/edge-cases/what-is-new%3F/index', { maxRedirects: 0 });
  expect(alias.status()).toBe(308);
  // Next may send the header twice (`a, a`): every value must be the encoded URL.
  expect(new Set(alias.headers()['location'].split(', '))).toEqual(new Set(['/api-reference/edge-cases/what-is-new%3F']));
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('(/api-reference/edge-cases/what-is-new%3F.md)');
  expect(llms).toContain('(/api-reference/edge-cases/item-%231-of-many.md)');
});

test('siblings that share one summary are told apart in the sidebar and the page', async ({ page }) => {
  const links = await apiLinks(page);
  const labels = (await links.allTextContents()).map((t) => t.replace(/^(GET|POST|HOOK)/, '').trim());
  for (const title of [
    'Issue event (issues.opened)',
    'Issue event (issues.closed)',
    'List things (GET /widgets)',
    'List things (GET /gadgets)',
  ])
    expect(labels).toContain(title);
  await page.goto(`${API}/events/issue-event-1`);
  await expect(page.locator('.page-header h1')).toHaveText('Issue event (issues.closed)');
});

for (const width of [1400, 390]) {
  test(`long unbroken titles wrap at ${width} px: nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const links = await apiLinks(page);
    const longHref = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).find((h) => h.includes('/does-')) ?? '';
    for (const url of [encode(PATH_TITLED), longHref]) {
      await page.goto(url);
      await expect(page.locator('.page-header h1')).toBeVisible();
      // On a narrow screen the sidebar is a drawer: open it, so it is measured too.
      const menu = page.locator('.mobile-menu-button');
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.locator('.sidebar-list li > a').first()).toBeVisible();
      }
      const overflow = await page.evaluate(() => {
        const wide = (el: Element | null) =>
          el && (el as HTMLElement).offsetParent !== null ? Math.max(0, el.scrollWidth - el.clientWidth) : 0;
        return {
          page: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
          h1: wide(document.querySelector('.page-header h1')),
          sidebar: wide(document.querySelector('.sidebar')),
          breadcrumbs: wide(document.querySelector('.breadcrumbs')),
        };
      });
      expect(overflow, url.slice(0, 80)).toEqual({ page: 0, h1: 0, sidebar: 0, breadcrumbs: 0 });
    }
  });
}
