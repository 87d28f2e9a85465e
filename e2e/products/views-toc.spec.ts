import { expect, hydrated, test } from '../fixtures';

/**
 * `<View>` and the table of contents (test/fixtures/products-site/views.mdx): the list names the
 * headings of the shared part and of the view shown, never those of a hidden view, and follows the
 * reader's choice. Before, every view's headings were listed whichever view was shown.
 */
test('the table of contents lists only the shown view’s headings, and follows the choice', async ({ page }) => {
  await page.goto('/views');
  const toc = page.locator('.toc');
  await expect(toc.getByRole('link', { name: 'Shared heading' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Install with npm' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Configure JavaScript' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Install with pip' })).toBeHidden();
  await expect(toc.getByRole('link', { name: 'Configure Python' })).toBeHidden();

  const select = page.locator('.view-selector select');
  await hydrated(select);
  await select.selectOption('Python');
  await expect(page.getByText('pip install lectern.')).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Install with pip' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Configure Python' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Install with npm' })).toBeHidden();
  await expect(toc.getByRole('link', { name: 'Shared heading' })).toBeVisible();
});
