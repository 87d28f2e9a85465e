import { expect, test } from './fixtures';

test('home page renders with navbar, tabs, sidebar and content', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Lectern/);
  await expect(page.locator('.navbar .brand')).toBeVisible();
  await expect(page.locator('.tabs-bar .tab-link')).toHaveCount(3);
  await expect(page.locator('.sidebar-list a[data-active]')).toHaveAttribute('href', '/');
  await expect(page.locator('article h1')).toBeVisible();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(10);
});

test('sidebar and tabs reach the right pages', async ({ page }) => {
  await page.goto('/');
  await page.locator('.sidebar a[href="/reference/docs-json"]').click();
  await expect(page).toHaveURL(/\/reference\/docs-json$/);
  await expect(page.locator('.sidebar-list a[data-active]')).toHaveAttribute('href', '/reference/docs-json');
  await expect(page.locator('.breadcrumbs')).toContainText('Configuration');

  await page.locator('.tabs-bar .tab-link', { hasText: 'Guides' }).click();
  await expect(page).toHaveURL(/\/guides\/sign-in-and-groups$/);
  await expect(page.locator('.tabs-bar .tab-link[data-active]')).toHaveText(/Guides/);
  await expect(page.locator('.sidebar')).toContainText('Automation');
  await expect(page.locator('.sidebar')).not.toContainText('Writing content');
});

test('previous and next links follow the sidebar order', async ({ page }) => {
  await page.goto('/quickstart');
  await expect(page.locator('.pager a[rel="prev"]')).toHaveAttribute('href', '/');
  await page.locator('.pager a[rel="next"]').click();
  await expect(page).toHaveURL(/\/writing\/pages$/);
  await page.locator('.pager a[rel="prev"]').click();
  await expect(page).toHaveURL(/\/quickstart$/);
});

test('table of contents and heading anchors scroll to the heading', async ({ page }) => {
  await page.goto('/reference/docs-json');
  const tocLinks = page.locator('.toc a');
  expect(await tocLinks.count()).toBeGreaterThan(2);
  const last = tocLinks.last();
  const hash = (await last.getAttribute('href'))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  const heading = page.locator(hash);
  await expect(heading).toBeInViewport();
  const anchor = heading.locator('.heading-anchor');
  await expect(anchor).toHaveAttribute('href', hash);

  await page.evaluate(() => window.scrollTo(0, 0));
  const first = page.locator('.prose h2').first();
  await first.hover();
  await first.locator('.heading-anchor').click();
  await expect(first).toBeInViewport();
  expect(page.url()).toContain(`#${await first.getAttribute('id')}`);
});

test('code blocks are highlighted, titled and copyable', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/writing/code-blocks');
  const block = page
    .locator('figure.code-block')
    .filter({ has: page.locator('.code-title', { hasText: 'app.ts' }) })
    .first();
  await expect(block).toBeVisible();
  // Tokens as readers see them: their computed colours (they carry palette classes, not inline styles).
  const colors = await block.locator('pre .line > span').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
  expect(colors, 'several token colours').toBeGreaterThan(2);
  await block.locator('.copy-button').click();
  await expect(block.locator('.copy-button')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator('pre').textContent());
  expect(copied).toContain('\n\n'); // blank lines survive the copy
  await expect(page.locator('.code-block .line.highlighted').first()).toBeVisible();
});

test('dark mode toggles and persists across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/quickstart');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.locator('.theme-toggle').click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBg);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.goto('/');
  await expect(html).toHaveClass(/dark/);
  await page.locator('.theme-toggle').click();
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('the mobile menu opens at a phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/quickstart');
  const sidebar = page.locator('#sidebar');
  await expect(sidebar).toBeHidden();
  await page.locator('.mobile-menu-button').click();
  await expect(sidebar).toBeVisible();
  await sidebar.locator('a[href="/reference/cli"]').click();
  await expect(page).toHaveURL(/\/reference\/cli$/);
  await expect(sidebar).toBeHidden();
});

test('an unknown URL gives the 404 page with status 404', async ({ page }) => {
  (page as unknown as { allow404: boolean }).allow404 = true;
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('a.button-link')).toHaveAttribute('href', '/');
  await expect(page.locator('.not-found-sections a', { hasText: 'Guides' })).toHaveAttribute('href', '/guides/sign-in-and-groups');
});

test('static files and the sitemap are served', async ({ request }) => {
  const logo = await request.get('/logo/light.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
  const source = await request.get('/docs.json');
  expect(source.status()).toBe(404);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/reference/docs-json</loc>');
});

test('docs.json redirects keep old links working', async ({ page }) => {
  await page.goto('/docs/reference/cli');
  await expect(page).toHaveURL(/\/reference\/cli$/);
  await expect(page.locator('article h1')).toBeVisible();
  await page.goto('/introduction');
  await expect(page).toHaveURL(/\/$/);
});

test('llms.txt and the Markdown variant of a page are served', async ({ request }) => {
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  const text = await llms.text();
  expect(text.split('\n')[0]).toBe('# Lectern');
  expect(text).toContain('/quickstart.md)');
  const md = await request.get('/quickstart.md');
  expect(md.status()).toBe(200);
  expect(md.headers()['content-type']).toContain('text/markdown');
  const body = await md.text();
  expect(body.startsWith('# Quickstart')).toBe(true);
  expect(body).not.toContain('title: "Quickstart"'); // the frontmatter is gone
  expect((await request.get('/index.md')).status()).toBe(200);
  expect((await request.get('/nope.md')).status()).toBe(404);
});

test('code-block options as Mintlify documents them: title, icon, lines, focus, nocopy, wrap, expandable', async ({ page }) => {
  await page.goto('/writing/code-blocks');
  const java = page.locator('figure.code-block').filter({ has: page.locator('.code-title', { hasText: 'HelloWorld.java example' }) });
  await expect(java).toHaveClass(/code-lines/);
  await expect(java.locator('.code-title svg')).toBeVisible();
  // Line numbers are drawn before each line; the focused line is sharp, the others dimmed.
  expect(
    await java
      .locator('.line')
      .first()
      .evaluate((line) => getComputedStyle(line, '::before').content),
  ).not.toBe('none');
  const opacity = (n: number) =>
    java
      .locator('.line')
      .nth(n)
      .evaluate((line) => Number(getComputedStyle(line).opacity));
  expect(await opacity(2)).toBe(1);
  expect(await opacity(0)).toBeLessThan(1);
  const flow = page.locator('figure.code-block').filter({ has: page.locator('.code-title', { hasText: 'Request flow' }) });
  await expect(flow.locator('.copy-button')).toHaveCount(0);
  expect(await flow.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1)).toBe(true);
  const long = page.locator('figure.code-block').filter({ has: page.locator('.code-title', { hasText: 'Every option' }) });
  const closed = await long.locator('.code-body').evaluate((body) => body.getBoundingClientRect().height);
  await long.locator('.code-expand summary').click();
  await expect(long.locator('.code-expand-less')).toBeVisible();
  expect(await long.locator('.code-body').evaluate((body) => body.getBoundingClientRect().height)).toBeGreaterThan(closed);
});

test('custom heading ids: ## Title {#id} is linkable by its id', async ({ page }) => {
  await page.goto('/writing/code-blocks#fence-options');
  await expect(page.locator('h2#fence-options')).toHaveText(/More options on the fence/);
  await expect(page.locator('h2#fence-options')).not.toContainText('{#');
});
