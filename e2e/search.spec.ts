import { expect, test } from './fixtures';

test('Ctrl-K search finds a page by a word from its body and opens it with the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog', { name: 'Search' }).getByLabel('Search query');
  await expect(input).toBeFocused();
  // "Ollama" appears only in the body of the agent jobs guide, not in any title.
  await input.fill('ollama');
  const first = page.locator('.search-results a').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('href', /^\/guides\/agent-jobs/);
  await expect(first.locator('.search-hit-snippet')).not.toBeEmpty();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guides\/agent-jobs/);
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});

test('search finds an endpoint by its path and arrow keys choose the result', async ({ page }) => {
  await page.goto('/quickstart');
  await page.locator('.search-button').click();
  const input = page.getByLabel('Search query');
  await input.fill('/demo-api/upload');
  const endpoint = page.locator('.search-results a', { has: page.locator('.search-hit-path', { hasText: '/demo-api/upload' }) }).first();
  await expect(endpoint).toBeVisible();
  const href = (await endpoint.getAttribute('href'))!;
  const links = page.locator('.search-results a');
  const index = await links.evaluateAll((els, h) => els.findIndex((e) => e.getAttribute('href') === h), href);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(endpoint).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('body')).toContainText('/demo-api/upload');
});

test('Escape closes the dialog and an unmatched query says so', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await page.getByLabel('Search query').fill('zzqxjv');
  await expect(page.locator('.search-status')).toHaveText(/No results/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});
