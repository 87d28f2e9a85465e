import { expect, test } from '../fixtures';

/**
 * `.mintignore` (organize/mintignore.mdx): test/fixtures/products-site ignores `drafts/`,
 * `*.draft.mdx` and `notes/*` except `notes/public.mdx`. Matching files are not part of the site:
 * no page, no static file, no CSS on pages, nothing in the sitemap or llms.txt. Before the feature
 * every one of these was published (the unlisted MDX files as pages, the files as assets).
 */
test('ignored MDX files are not pages; a negated pattern keeps its file', async ({ page, request }) => {
  for (const url of ['/drafts/wip', '/guides/plan.draft', '/notes/secret']) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  await page.goto('/notes/public');
  await expect(page.getByText('MARKER_PUBLIC_NOTE')).toBeVisible();
});

test('ignored files are not served, and ignored CSS is not on the page', async ({ page, request }) => {
  expect((await request.get('/drafts/diagram.svg')).status()).toBe(404);
  expect((await request.get('/drafts/draft.css')).status()).toBe(404);
  // A file beside an ignored one, not matched itself, is still served.
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  await page.goto('/');
  await expect(page.getByText('The home page of the real product.')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--ignored-css'))).toBe('');
  await expect(page.locator('link[href*="draft"], script[src*="draft"]')).toHaveCount(0);
});

// The sitemap and llms.txt list only pages in the navigation (Mintlify's table in
// organize/hidden-pages.mdx: a page not listed in docs.json is excluded from the sitemap), so the
// ignored files are never there; the Markdown variants (`<page>.md`) serve every page that exists,
// and leave ignored files out: the re-included note is served, the ignored draft is not.
test('ignored pages are neither in the sitemap nor served as Markdown', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/help/billing');
  expect(sitemap).not.toContain('/notes/public');
  expect(sitemap).not.toContain('/drafts/');
  expect(sitemap).not.toContain('plan.draft');
  expect(sitemap).not.toContain('/notes/secret');
  expect((await request.get('/notes/public.md')).status()).toBe(200);
  expect((await request.get('/drafts/wip.md')).status()).toBe(404);
});
