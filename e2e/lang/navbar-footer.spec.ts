import { expect, hydrated, test } from '../fixtures';

/**
 * A language's own `navbar` and `footer` (navigation.languages[].navbar/footer, Mintlify
 * guides/internationalization.mdx "Localized footer and navbar") replace the root ones on that
 * language's pages; a language without them keeps the root ones (test/fixtures/lang-site: Spanish
 * has its own, English and French do not). Before, both keys were accepted with a warning and
 * every page showed the root navbar and footer.
 */
test('the navbar links and the footer follow the page language', async ({ page }) => {
  const links = page.locator('.navbar-links a');
  const footer = page.locator('footer.site-footer');

  await page.goto('/es/quickstart');
  await expect(links).toHaveText(['Documentación', 'Comenzar']);
  await expect(page.locator('.navbar-primary')).toHaveAttribute('href', '/es/quickstart');
  await expect(footer).toContainText('Recursos');
  await expect(footer.getByRole('link', { name: 'Guía rápida' })).toHaveAttribute('href', '/es/quickstart');
  await expect(footer.locator('a[href="https://github.com/lectern-docs"]')).toHaveCount(1);
  await expect(footer).not.toContainText('Resources');

  for (const url of ['/quickstart', '/fr']) {
    await page.goto(url);
    await expect(links).toHaveText(['Blog', 'Get started']);
    await expect(footer).toContainText('Resources');
    await expect(footer).not.toContainText('Recursos');
  }
});

test('a client-side move to another language swaps the navbar and footer without a reload', async ({ page }) => {
  await page.goto('/quickstart');
  await expect(page.locator('.navbar-links a').first()).toHaveText('Blog');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // The language switcher follows its link through the client router: the layout is not redrawn.
  const picker = page.locator('details.division-picker').filter({ has: page.locator('.picker-kind', { hasText: /^Language$/ }) });
  await hydrated(picker.locator('a'));
  await picker.locator('summary').click();
  await picker.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/quickstart$/);
  await expect(page.locator('.navbar-links a').first()).toHaveText('Documentación');
  await expect(page.locator('footer.site-footer')).toContainText('Recursos');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
