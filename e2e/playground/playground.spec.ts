import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * test/fixtures/playground-site (playwright.playground.config.ts): a playground that sends straight
 * from the browser (`api.playground.proxy: false`), OAuth schemes with `x-default` (issue 16), and
 * an endpoint page with a long reference for the two-column layout (issue 13, item 2). Nothing here
 * sends a request: the API's server on port 3338 is only ever named, never reached.
 */
const API = '/api-reference';
const ITEM = `${API}/items/read-an-item`;

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('.playground form.pg')).toBeVisible();
}

test.describe('issue 16', () => {
  test('the cookie notice shows when a cookie would go from the browser to another origin, and only then', async ({ page }) => {
    await open(page, `${API}/preferences/read-preferences`);
    const notice = page.locator('.pg-note[data-kind="cookies"]');
    // No cookie value yet: nothing to warn about.
    await expect(page.locator('#pg-server')).toHaveValue('0');
    await expect(notice).toHaveCount(0);
    // A cookie for the API on another origin, sent straight from the browser: it cannot travel.
    await page.locator('#pg-param-cookie-theme').fill('dark');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('theme');
    await expect(notice).toContainText('http://127.0.0.1:3338');
    // The same cookie for this site's own origin is set for the request: no notice.
    await page.locator('#pg-server').selectOption({ label: '/ — This site' });
    await expect(notice).toHaveCount(0);
    await page.locator('#pg-server').selectOption({ index: 0 });
    await expect(notice).toBeVisible();
    await page.locator('#pg-param-cookie-theme').fill('');
    await expect(notice).toHaveCount(0);
  });

  test('x-default on OAuth schemes prefills the client ID, and the scopes where it names them; else docs.json’s client ID', async ({
    page,
  }) => {
    await open(page, `${API}/tokens/list-tokens`);
    // `"x-default": "fixture-public-client"` on the authorization code scheme: the client ID.
    await expect(page.locator('.pg-oauth[data-scheme="partner"]')).toBeVisible();
    await expect(page.getByLabel('Client ID')).toHaveValue('fixture-public-client');
    await expect(page.locator('#pg-auth-partner')).toHaveValue('');
    // `{ clientId, scopes: [read, audit] }` on the client credentials scheme.
    await page.locator('#pg-auth-option').selectOption({ index: 1 });
    await expect(page.locator('.pg-oauth[data-scheme="backOffice"]')).toBeVisible();
    await expect(page.getByLabel('Client ID')).toHaveValue('fixture-service');
    await expect(page.getByLabel('Scope read')).toBeChecked();
    await expect(page.getByLabel('Scope audit')).toBeChecked();
    await expect(page.getByLabel('Scope write')).not.toBeChecked();
    // No x-default: docs.json `api.playground.oauth.clientId`, the site's public client.
    await page.locator('#pg-auth-option').selectOption({ index: 2 });
    await expect(page.locator('.pg-oauth[data-scheme="plain"]')).toBeVisible();
    await expect(page.getByLabel('Client ID')).toHaveValue('docs-json-client');
  });
});

test.describe('issue 13, item 2: the endpoint page layout', () => {
  test('the right column (playground, request sample, responses) sticks while the reference scrolls', async ({ page }) => {
    await open(page, ITEM);
    const aside = page.locator('aside.oa-aside');
    const param = page.locator('.oa-main [id="filter10"]').first();
    await expect(aside.locator('.playground')).toBeVisible();
    await expect(aside.locator('[data-part="responses"]')).toBeVisible();
    // The column scrolls as a whole; its cards keep their height (none is squeezed to fit the window).
    expect((await aside.locator('[data-part="responses"]').boundingBox())!.height).toBeGreaterThan(60);
    const at = async () => ({ aside: (await aside.boundingBox())!, param: (await param.boundingBox())! });
    const before = await at();
    // Two columns: the reference on the left, the aside to its right.
    expect(before.aside.x).toBeGreaterThan(before.param.x + before.param.width - 1);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    const first = await at();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    const second = await at();
    expect(Math.round(second.param.y)).toBe(Math.round(first.param.y - 300));
    expect(Math.round(second.aside.y)).toBe(Math.round(first.aside.y));
    await expect(aside).toBeInViewport();
  });

  test('one request sample, which follows the playground’s inputs; the URL shows {id}', async ({ page, request }) => {
    // As served, before any script: the stand-in sample shows the path template, not `%3Cstring%3E`.
    const html = await (await request.get(ITEM)).text();
    expect(html).toContain('http://127.0.0.1:3338/items/{id}');
    expect(html).not.toContain('%3Cstring%3E');

    await open(page, ITEM);
    const samples = page.locator('[data-part="code-samples"], [data-part="request-sample"]');
    await expect(page.locator('[data-part="request-sample"]')).toBeVisible();
    await expect(samples.filter({ visible: true })).toHaveCount(1);
    const source = page.locator('.pg-code-source');
    await expect(source).toContainText('http://127.0.0.1:3338/items/{id}');
    await page.locator('#pg-param-path-id').fill('it_42');
    await expect(source).toContainText('http://127.0.0.1:3338/items/it_42');
    await page.locator('#pg-param-query-filter3').fill('blue');
    await expect(source).toContainText('/items/it_42?filter3=blue');
    await expect(samples.filter({ visible: true })).toHaveCount(1);
  });

  test('Markdown links in field descriptions are links, in the reference and in the playground', async ({ page }) => {
    await open(page, ITEM);
    await expect(page.locator('.oa-main').getByRole('link', { name: 'the tokens list' })).toHaveAttribute(
      'href',
      '/api-reference/tokens/list-tokens',
    );
    const help = page.locator('.playground .pg-help');
    await expect(help.getByRole('link', { name: 'the tokens list' })).toHaveAttribute('href', '/api-reference/tokens/list-tokens');
    await expect(help.getByRole('link', { name: 'field guide' })).toHaveAttribute('href', 'https://example.com/fields');
    await expect(help.filter({ hasText: '](' })).toHaveCount(0);
  });

  test('at 390 px: one column, description first, then the playground and samples, then the reference', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, ITEM);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const lead = await box('.oa-lead');
    const aside = await box('aside.oa-aside');
    const params = await box('.oa-main .oa-section');
    expect(aside.y).toBeGreaterThan(lead.y + lead.height - 1);
    expect(params.y).toBeGreaterThan(aside.y + aside.height - 1);
    expect(Math.abs(aside.x - params.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
