import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { CORPUS_SITES } from '../../playwright.corpus.config';

// Lectern's own routes in the manifest, which are not documentation pages.
const NOT_PAGES = /^\/(_|api\/search$|md\/|llms\.txt$|sitemap\.xml$|robots\.txt$)/;

/**
 * 20 pages spread evenly over what the build pre-rendered (its prerender manifest), so sampling
 * costs nothing and covers MDX pages and generated API pages alike.
 */
function sample(site: string): string[] {
  const manifest = JSON.parse(readFileSync(`.next-corpus-${site}/prerender-manifest.json`, 'utf8')) as { routes: Record<string, unknown> };
  const urls = Object.keys(manifest.routes)
    .filter((u) => !NOT_PAGES.test(u) && !u.includes('/schemas/'))
    .sort();
  const step = Math.max(1, Math.floor(urls.length / 20));
  return urls.filter((_, i) => i % step === 0).slice(0, 20);
}

test.use({ missingAssetsOk: true });

// Skipped only when scripts/test.mjs built no corpus site, i.e. without ../shared (third-party
// sites, never copied here). Plan: nothing to do; CI has shared/ beside the clone and runs these,
// and the own site's browser tests cover rendering everywhere.
test.skip(CORPUS_SITES.length === 0, 'no corpus builds: ../shared/corpus is absent (or the corpus builds were not run)');

for (const site of CORPUS_SITES.filter((s) => s.name !== 'galaxy')) {
  test.describe(site.name, () => {
    for (const [i, url] of sample(site.name).entries()) {
      test(`page ${i + 1}: ${url}`, async ({ page }) => {
        const response = await page.goto(`http://127.0.0.1:${site.port}${url}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('article h1').first()).toBeVisible();
        await expect(page.locator('.render-error')).toHaveCount(0);
      });
    }
  });
}

// Mintlify's home page defines its hero cards with `export const HeroCard` in the page (issue 10):
// they run and render, and no "not run" placeholder is left.
test('mintlify__docs: the home page shows its cards from page JavaScript, no placeholder', async ({ page }) => {
  const site = CORPUS_SITES.find((s) => s.name === 'mintlify__docs');
  // Skipped only when the corpus was not built (../shared absent). Plan: none; CI builds it, and
  // e2e/jsx covers author components on a fixture of our own everywhere.
  test.skip(!site, 'no mintlify__docs build');
  const response = await page.goto(`http://127.0.0.1:${site!.port}/`);
  expect(response?.status()).toBe(200);
  for (const title of ['Quickstart', 'CLI installation', 'Web editor', 'Components']) {
    await expect(page.locator('a h3', { hasText: title })).toBeVisible();
  }
  await expect(page.locator('a[href="/quickstart"]', { hasText: 'Deploy your first docs site' })).toBeVisible();
  await expect(page.locator('.unknown-component')).toHaveCount(0);
  await expect(page.locator('.render-error, .author-error')).toHaveCount(0);
});
