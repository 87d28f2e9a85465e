import { expect, test } from '../fixtures';

/**
 * `navigation.products` may mix link-only products (`href`) with real ones: the real product's
 * groups are the sidebar on its pages, and the links stay items of the product selector (before,
 * every page showed only the links and none of the real product's groups). A relative `favicon`
 * resolves from the site root, so it loads on nested pages too.
 */
test('a real product among link-only products: its groups are the sidebar, the links are in the selector', async ({ page }) => {
  await page.goto('/guides/deep/nested');
  await expect(page.getByText('MARKER_NESTED')).toBeVisible();
  const sidebar = page.locator('.sidebar');
  await expect(sidebar.getByText('Start here')).toBeVisible();
  await expect(sidebar.locator('a[href="/guides/deep/nested"]')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Products fixture', exact: true })).toBeVisible();
  // The link-only products are items of the product selector (links to their sites), not pages of
  // the sidebar's list.
  await expect(sidebar.locator('.sidebar-link[href^="https://"]')).toHaveCount(0);
  await expect(page.locator('a[href="https://blog.example.invalid"]').first()).toBeAttached();
  await expect(page.locator('a[href="https://status.example.invalid"]').first()).toBeAttached();
});

test('a relative favicon resolves from the site root on a nested page', async ({ page, request }) => {
  await page.goto('/guides/deep/nested');
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(href).toMatch(/^\/favicon\.svg/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
