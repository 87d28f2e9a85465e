import { expect, test } from '../fixtures';

/**
 * A language's own `banner` (navigation.languages[].banner) replaces the root banner on that
 * language's pages (test/fixtures/lang-site: Spanish has its own; English and French show the
 * root one). Before, the key was ignored: every page showed the root banner.
 */
test('the banner follows the page language', async ({ page }) => {
  await page.goto('/es');
  const banner = page.locator('.site-banner');
  await expect(banner).toHaveCount(1);
  await expect(banner).toHaveText('Aviso en español: la versión 2 ya está disponible.');
  await expect(banner).toHaveClass(/site-banner-warning/);

  await page.goto('/quickstart');
  await expect(page.locator('.site-banner')).toHaveText('Root banner: version 2 is out.');
  await page.goto('/fr');
  await expect(page.locator('.site-banner')).toHaveText('Root banner: version 2 is out.');
});
