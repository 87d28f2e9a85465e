import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';

/** Opens the picker of a division level (`Language`/`Idioma`, `Version`) and follows one entry. */
async function pick(page: Page, kind: RegExp, entry: string) {
  const picker = page.locator('details.division-picker').filter({ has: page.locator('.picker-kind', { hasText: kind }) });
  await hydrated(picker.locator('a'));
  await picker.locator('summary').click();
  await picker.getByRole('link', { name: entry, exact: true }).click();
}

async function searchFor(page: Page, query: string) {
  const button = page.locator('.search-button');
  await hydrated(button);
  await button.click();
  await page.locator('.search-dialog input').fill(query);
  const results = page.locator('#search-results a');
  await expect(results.first()).toBeVisible();
  return results;
}

test('the language switcher keeps the page when the other language has it', async ({ page }) => {
  await page.goto('/quickstart');
  await pick(page, /^Language$/, 'Español');
  await expect(page).toHaveURL(/\/es\/quickstart$/);
  await expect(page.locator('h1')).toHaveText('Inicio rápido');
  await pick(page, /^Idioma$/, 'English');
  await expect(page).toHaveURL(/\/quickstart$/);
  await expect(page.locator('h1')).toHaveText('Quickstart');
});

test('a page the other language lacks switches to that language’s first page', async ({ page }) => {
  await page.goto('/only-english');
  await pick(page, /^Language$/, 'Español');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('h1')).toHaveText('Bienvenida');
});

test('the version switcher keeps the page inside a language', async ({ page }) => {
  await page.goto('/es/v2/guide');
  await pick(page, /^Versión$/, 'v1');
  await expect(page).toHaveURL(/\/es\/v1\/guide$/);
  await expect(page.locator('h1')).toHaveText('Guía v1');
});

test('<html lang> and the interface strings follow the page’s language, also after a switch in the browser', async ({ page }) => {
  await page.goto('/quickstart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.toc-title')).toHaveText('On this page');
  await expect(page.locator('.search-button-label')).toHaveText('Search…');
  await pick(page, /^Language$/, 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.toc-title')).toHaveText('En esta página');
  await expect(page.locator('.pager-label')).toHaveText(['Anterior', 'Siguiente']);
  await expect(page.locator('.search-button-label')).toHaveText('Buscar…');
  expect(await page.locator('.skip-link').textContent()).toBe('Saltar al contenido');
  await page.locator('.search-button').click();
  await expect(page.locator('.search-dialog input')).toHaveAttribute('placeholder', 'Buscar en la documentación…');
});

test('the served HTML already carries the language (no script needed)', async ({ request }) => {
  const html = await (await request.get('/es/quickstart')).text();
  expect(html).toMatch(/<html lang="es" dir="ltr"/);
  expect(html).toContain('En esta página');
  const arabic = await (await request.get('/ar/quickstart')).text();
  expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
});

test('an Arabic page is right to left, in Arabic', async ({ page }) => {
  await page.goto('/ar/quickstart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.toc-title')).toHaveText('في هذه الصفحة');
});

test('the 404 of a Spanish URL is in Spanish', async ({ page }) => {
  (page as unknown as { allow404: boolean }).allow404 = true;
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Página no encontrada');
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible();
});

test('a search from a Spanish page finds only Spanish pages, of its version', async ({ page }) => {
  await page.goto('/es/v2/guide');
  const results = await searchFor(page, 'quokkafy');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toHaveAttribute('href', '/es/v2/guide');
});

test('a search from an English v1 page finds only the English v1 page', async ({ page }) => {
  await page.goto('/v1/guide');
  const results = await searchFor(page, 'quokkafy');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toHaveAttribute('href', '/v1/guide');
});
