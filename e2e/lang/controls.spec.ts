import { expect, hydrated, test } from '../fixtures';

/**
 * The page's controls speak the page's language (test/fixtures/lang-site, `fr`): the copy buttons
 * of code blocks and prompts, and the playground of a hand-written endpoint page. Before, these
 * were English on every page while the search box and table of contents around them were French.
 */
test('copy buttons on a French page are French, and so is their feedback', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const copy = page.locator('.code-block .copy-button');
  await expect(copy).toHaveText('Copier le code');
  await expect(copy).toHaveAttribute('aria-label', 'Copier le code');
  await expect(page.locator('.prompt .copy-button')).toHaveText('Copier l’invite');
  await hydrated(copy);
  await copy.click();
  await expect(copy).toHaveText('Copié');
});

test('the playground of a French endpoint page has French labels', async ({ page }) => {
  await page.goto('/fr/api');
  const send = page.locator('.pg-send');
  await expect(send).toHaveText('Envoyer');
  await expect(page.locator('.playground').getByRole('button', { name: 'Copier le code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Copier le lien: limite' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
});
