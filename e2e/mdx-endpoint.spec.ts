import { expect, playgroundJson, test } from './fixtures';

// Issue 7: a hand-written endpoint page (frontmatter `api` + ParamFields) gets the playground, with
// the server and the API key scheme of docs.json `api.mdx` ("/" and X-API-Key on this site).
const PAGE = '/playground-checks/hand-written';

test('a hand-written endpoint page sends its fields, header, API key and JSON body (to this site: straight from the browser)', async ({
  page,
  baseURL,
}) => {
  await page.goto(PAGE);
  const panel = page.locator('.playground[data-mode="interactive"]');
  await expect(panel.locator('form.pg')).toBeVisible();
  // Above the page's own text, which still renders the fields as documentation.
  expect(
    await page
      .locator('.playground')
      .evaluate((el) => !!(el.compareDocumentPosition(document.querySelector('.prose')!) & Node.DOCUMENT_POSITION_FOLLOWING)),
  ).toBe(true);
  await expect(page.locator('.prose .field-name', { hasText: 'lang' })).toBeVisible();

  await page.locator('#pg-param-query-lang').fill('fr');
  await page.locator('#pg-param-header-X-Trace').fill('trace-42');
  await page.locator('#pg-auth-apiKeyAuth').fill('sekret-key');
  // `placeholder` is shown, never prefilled.
  await expect(page.locator('#pg-body-name')).toHaveAttribute('placeholder', 'Ada');
  await expect(page.locator('#pg-body-name')).toHaveValue('');
  await page.locator('#pg-body-name').fill('Ada');
  // `default="2"` on an integer field, prefilled because this site sets api.examples.prefill.
  await expect(page.locator('#pg-body-count')).toHaveValue('2');
  await page.locator('#pg-body-count').fill('3');
  await expect(panel.locator('.pg-url')).toHaveText(`${new URL(baseURL!).origin}/demo-api/echo?lang=fr`);

  // `api.mdx.server` is "/": this site's own origin, which needs no proxy (issue 11).
  const proxied: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/playground/proxy') && proxied.push(request.url())));
  const direct = page.waitForRequest('**/demo-api/echo?lang=fr');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await direct).headers()['x-api-key']).toBe('sekret-key');
  await expect(page.locator('.pg-status')).toContainText('200');
  const echo = await playgroundJson(page);
  expect(echo).toMatchObject({ method: 'POST', path: '/demo-api/echo', query: { lang: 'fr' }, json: { name: 'Ada', count: 3 } });
  // The echo redacts credentials (issue 11, hole 5): the key arrived, its value is not shown.
  expect(echo.headers).toMatchObject({ 'x-trace': 'trace-42', 'x-api-key': '[redacted]', 'content-type': 'application/json' });
  expect(proxied).toEqual([]);
});

test('a required field is checked before sending, as on generated pages', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('.playground form.pg')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.pg-error', { hasText: 'lang is required.' })).toBeVisible();
  await expect(page.locator('.pg-status')).toHaveCount(0);
});
