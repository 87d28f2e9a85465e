import { expect, test } from '../fixtures';

/**
 * Issue 13: `color` on the anchors of `navigation.anchors` (Mintlify organize/settings-reference.mdx,
 * "Custom colors for the anchor icon"), on test/fixtures/settings-site. The fixture's pages sit in
 * the anchor "Guides" (#15803D light, #F472B6 dark); "Support" is a link anchor with a light colour
 * only, which stands for both themes.
 */

const anchor = (page: import('@playwright/test').Page, name: string) =>
  page.locator('#sidebar .anchor-list').getByRole('link', { name }).locator('.anchor-icon');

test('an anchor’s icon takes its colour per theme, and the active anchor’s icon box is marked in it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/social');
  const guides = anchor(page, 'Guides');
  const support = anchor(page, 'Support');
  await expect(page.locator('#sidebar .anchor-list').getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
  await expect(guides.locator('svg')).toHaveCSS('color', 'rgb(21, 128, 61)');
  await expect(guides).toHaveCSS('border-top-color', 'rgb(21, 128, 61)');
  await expect(support.locator('svg')).toHaveCSS('color', 'rgb(124, 58, 237)');
  // Not the section being read: its box keeps the theme's border.
  await expect(support).not.toHaveCSS('border-top-color', 'rgb(124, 58, 237)');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(guides.locator('svg')).toHaveCSS('color', 'rgb(244, 114, 182)');
  await expect(guides).toHaveCSS('border-top-color', 'rgb(244, 114, 182)');
  await expect(support.locator('svg')).toHaveCSS('color', 'rgb(124, 58, 237)');
});
