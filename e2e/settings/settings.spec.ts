import { expect, hydrated, test } from '../fixtures';

/**
 * Issue 13 items 3 and 4 on test/fixtures/settings-site, as a reader (and a crawler) sees them:
 * docs.json settings and frontmatter keys that were accepted and then ignored.
 */
// Every page carries the analytics snippets of `integrations`, whose scripts live on the vendors'
// hosts. These machines talk to loopback only: each such request is answered here, inside the
// browser, with an empty script, and remembered so a test can say what would have been loaded.
test.beforeEach(async ({ context }, testInfo) => {
  const outside: string[] = [];
  (testInfo as unknown as { outside: string[] }).outside = outside;
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      outside.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
});

const meta = (page: import('@playwright/test').Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

test('integrations: GA4, Plausible and PostHog snippets are in the head with the ids of docs.json, and their bootstraps ran', async ({
  page,
}, testInfo) => {
  // The fixture gates its integrations behind cookie consent (e2e/settings/integrations.spec.ts): this reader consented.
  await page.addInitScript(() => localStorage.setItem('docs-consent', 'granted'));
  await page.goto('/');
  await expect(page.locator('head script[data-analytics="ga4"][src]:not([type])')).toHaveAttribute(
    'src',
    'https://www.googletagmanager.com/gtag/js?id=G-FIXTURE1',
  );
  await expect(page.locator('head script[data-analytics="plausible"]:not([type])')).toHaveAttribute('data-domain', 'docs.example.com');
  const state = await page.evaluate(() => {
    const w = window as unknown as { dataLayer?: unknown[][]; posthog?: { _i?: unknown[][] } };
    return { dataLayer: (w.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)), posthog: w.posthog?._i?.[0]?.[0] };
  });
  expect(state.dataLayer).toContainEqual(['config', 'G-FIXTURE1']);
  expect(state.posthog).toBe('phc_fixturekey');
  const outside = (testInfo as unknown as { outside: string[] }).outside;
  await expect.poll(() => outside.some((url) => url.startsWith('https://plausible.io/js/script.js'))).toBe(true);
});

test('seo.metatags on every page; a page’s og:* and twitter:* frontmatter win; canonical from seo.metatags.canonical', async ({ page }) => {
  await page.goto('/');
  expect(await meta(page, 'meta[name="google-site-verification"]')).toBe('fixture-verification-token');
  await page.goto('/social');
  expect(await meta(page, 'meta[name="google-site-verification"]')).toBe('fixture-verification-token');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', 'https://docs.example.com/social');
  expect(await meta(page, 'meta[property="og:title"]')).toBe('The social title');
  expect(await meta(page, 'meta[property="og:image"]')).toBe('https://cdn.example.com/social-card.png');
  expect(await meta(page, 'meta[property="og:url"]')).toBe('https://docs.example.com/social');
  expect(await meta(page, 'meta[name="twitter:title"]')).toBe('The Twitter title');
  expect(await meta(page, 'meta[name="twitter:site"]')).toBe('@lectern');
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
});

test('social tags are in the served HTML’s head; a client navigation replaces them with the next page’s', async ({ page, request }) => {
  // What a link preview's crawler reads: the HTML as served, no JavaScript run.
  const html = await (await request.get('/social')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta property="og:title" content="The social title"/>');
  expect(head).toContain('<meta name="twitter:title" content="The Twitter title"/>');
  await page.goto('/social');
  expect(await meta(page, 'meta[property="og:title"]')).toBe('The social title');
  const link = page.locator('#sidebar a[href="/centered"]').first();
  await hydrated(link);
  await link.click();
  await expect(page.locator('h1')).toHaveText('Centered page');
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  expect(await meta(page, 'meta[property="og:title"]')).toBe('Centered page');
  expect(await meta(page, 'meta[property="og:url"]')).toBe('https://docs.example.com/centered');
  await expect(page.locator('meta[name="twitter:title"], meta[name="twitter:site"]')).toHaveCount(0);
});

test('a hidden page is noindex and out of the sitemap and search; a listed page is indexed', async ({ page, request }) => {
  await page.goto('/hidden-page');
  await expect(page.locator('h1')).toHaveText('Hidden page');
  expect(await meta(page, 'meta[name="robots"]')).toMatch(/noindex/);
  await page.goto('/centered');
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/centered</loc>');
  expect(sitemap).not.toContain('/hidden-page');
  const hits = (await (await request.get('/api/search?q=reachable')).json()).hits as { url: string }[];
  expect(hits.map((h) => h.url)).toEqual([]);
});

test('favicon light and dark, and logo.href leaving the docs', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="icon"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
    'href',
    '/logo/favicon-dark.svg',
  );
  await expect(page.locator('head link[rel="icon"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
    'href',
    '/logo/favicon-light.svg',
  );
  await expect(page.getByRole('link', { name: 'Settings fixture home' })).toHaveAttribute('href', 'https://example.com/home');
});

test('errors.404.redirect sends a missing URL to the home page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Settings fixture');
});

test('mode: center has no sidebar and no table of contents; custom is the body alone; frame keeps the sidebar', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#sidebar')).toBeVisible();
  await expect(page.locator('.pager')).toBeVisible();
  await page.goto('/centered');
  await expect(page.locator('h1')).toHaveText('Centered page');
  await expect(page.locator('#sidebar')).toHaveCount(0);
  await expect(page.locator('.toc')).toHaveCount(0);
  await page.goto('/custom');
  await expect(page.locator('#canvas')).toBeVisible();
  await expect(page.locator('#sidebar')).toHaveCount(0);
  // The title is for screen readers only: the canvas draws what the reader sees.
  await expect(page.locator('.page-header')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveClass('visually-hidden');
  await expect(page.locator('.pager')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.locator('.navbar')).toBeVisible();
  await page.goto('/frame');
  await expect(page.locator('#frame-canvas')).toBeVisible();
  await expect(page.locator('#sidebar')).toBeVisible();
  await expect(page.locator('.page-header')).toHaveCount(0);
});

test('hideFooterPagination removes the previous/next links; url makes the sidebar entry an external link', async ({ page }) => {
  await page.goto('/no-pager');
  await expect(page.locator('h1')).toHaveText('No pager');
  await expect(page.locator('.pager')).toHaveCount(0);
  await expect(page.locator('#sidebar').getByRole('link', { name: 'Status page' })).toHaveAttribute('href', 'https://status.example.com');
});

test('search: boost puts a page first, keywords find a page, searchable: false keeps a page out (but in llms.txt)', async ({ request }) => {
  const search = async (q: string) =>
    ((await (await request.get(`/api/search?q=${q}`)).json()).hits as { url: string }[]).map((h) => h.url);
  expect((await search('quasar'))[0]).toBe('/ranked-boosted');
  expect(await search('quasar')).toContain('/ranked-title');
  expect((await search('flibbertigibbet'))[0]).toBe('/keyworded');
  expect(await search('moonraker')).toEqual([]);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('/unsearchable.md)');
  expect(llms).not.toContain('hidden-page');
});

test('background: the page colour per mode and the grid decoration', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  expect(await body.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(body).toHaveCSS('background-color', 'rgb(16, 24, 32)');
});

test('styling.eyebrows: section shows the nearest section alone; styling.codeblocks: a Shiki theme by name', async ({ page }) => {
  await page.goto('/centered');
  await expect(page.locator('.breadcrumbs li')).toHaveText(['Layouts']);
  await page.goto('/code');
  // Dracula's background, in both modes: the theme replaced Lectern's GitHub pair (set by the
  // block's palette classes, whose rules the layout writes for a site's own themes).
  const pre = page.locator('.prose pre').first();
  const variable = (name: string) => pre.evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).toLowerCase(), name);
  expect(await variable('--shiki-light-bg')).toBe('#282a36');
  expect(await variable('--shiki-dark-bg')).toBe('#282a36');
});

test('interaction.drilldown: opening a collapsed group opens its first page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#sidebar').getByRole('link', { name: 'Centered page' })).toBeHidden();
  await page.locator('#sidebar summary').filter({ hasText: 'Layouts' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/centered$/);
  await expect(page.locator('h1')).toHaveText('Centered page');
});

test('x-mint.metadata.sidebarTitle labels a generated endpoint page in the sidebar; the page keeps its title', async ({ page }) => {
  await page.goto('/api-reference/list-every-widget-in-the-workspace');
  await expect(page.locator('h1')).toHaveText('List every widget in the workspace');
  await expect(page.locator('#sidebar .sidebar-list a[aria-current="page"]')).toContainText('List widgets');
});

test('theme: almond sets the page on a card', async ({ page }) => {
  await page.goto('/social');
  const card = page.locator('.docs-main .page');
  await expect(card).toHaveCSS('border-top-width', '1px');
  await expect(card).toHaveCSS('border-top-left-radius', '16px');
});

test('navigation.global anchors show above the sidebar on every page', async ({ page }) => {
  for (const path of ['/', '/frame']) {
    await page.goto(path);
    await expect(page.locator('#sidebar .sidebar-global').getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      'https://community.example.com',
    );
  }
});

test('thumbnails: a page without its own og:image gets a generated 1200 x 630 image; a missing page has none', async ({
  page,
  request,
}) => {
  await page.goto('/centered');
  expect(await meta(page, 'meta[property="og:image"]')).toBe('https://docs.example.com/og-image/centered');
  // X reads og:image, og:title and og:description when its own tags are absent: no copies (issue 12).
  await expect(
    page.locator('head meta[name="twitter:image"], head meta[name="twitter:title"], head meta[name="twitter:description"]'),
  ).toHaveCount(0);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  for (const path of ['/og-image/centered', '/og-image']) {
    const image = await request.get(path);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    // The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  expect((await request.get('/og-image/no-such-page')).status()).toBe(404);
});

test('api.params.post and x-mint pills: pre before the name, then built-in, config and x-mint.post pills in order', async ({ page }) => {
  await page.goto('/api-reference/list-every-widget-in-the-workspace');
  const head = (anchor: string) => page.locator(`[id="${anchor}"] > .oa-field-head`).locator('.oa-field-name, .oa-type, .oa-label');
  // Response property: `x-mint.pre`, name, type, built-in `read-only`, `api.params.post` keys in
  // docs.json order (`x-beta: true` → its name, `x-since: 2` → "2"), then `x-mint.post`.
  await expect(head('200.email')).toHaveText(['PII', 'email', 'string', 'read-only', 'x-beta', '2', 'indexed', 'unique']);
  await expect(page.locator('[id="200.email"] .oa-pill[data-pill="pre"]')).toBeVisible();
  // A query parameter: a string value shows as written; `x-beta: false` on `name` shows nothing.
  await expect(head('owner')).toHaveText(['filter', 'owner', 'string', 'admin']);
  await expect(head('200.name')).toHaveText(['name', 'string']);
});
