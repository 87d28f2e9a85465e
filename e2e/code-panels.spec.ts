import type { Locator, Page } from '@playwright/test';
import { DEFAULT_CODE_STYLE, highlightToHtml } from '../lib/content/code-style';
import { expect, hydrated, test } from './fixtures';

/**
 * Code panels of the reference drawn in part on the server (issue 12, components/openapi/draw-code.ts):
 * a hidden status or named example arrives as plain text and is highlighted in the browser when
 * shown; a long example arrives with its first 30 lines highlighted and the rest behind "Show the
 * whole example". What the reader then sees must be what the server drew before: the same markup
 * (the server's highlighter runs here, in the test, on the same text) and the same computed
 * colours, light and dark, against a copy of the server's markup placed in the same card.
 */
const ERRORS = '/api-reference/behaviour/fail-on-demand';
const BIG = '/api-reference/behaviour/get-a-large-json-document';
const SLOW = '/api-reference/behaviour/respond-slowly';

/** The one code panel body shown in a card, once the browser has highlighted it. */
async function highlightedBody(card: Locator): Promise<Locator> {
  const body = card.locator('.oa-code-body:visible');
  await expect(body).toHaveCount(1);
  await expect(body).not.toHaveAttribute('data-deferred');
  return body;
}

/** The colour of every token of a panel (the rendered colour, after the palette classes and the theme variables). */
function tokenColours(body: Locator): Promise<string[]> {
  return body.evaluate((el) => [...el.querySelectorAll('pre .line > span')].map((s) => getComputedStyle(s).color));
}

/**
 * The panel's markup is the server's highlighting of its text, and its tokens are drawn in the
 * colours of the server's markup placed beside it, with the light theme and with the dark one.
 */
async function expectServerLook(page: Page, body: Locator, lang = 'json') {
  const text = await body.locator('pre').evaluate((pre) => pre.textContent ?? '');
  const server = await highlightToHtml(text, lang, DEFAULT_CODE_STYLE);
  expect(await body.evaluate((el) => el.innerHTML)).toBe(server);
  await body.evaluate((el, html) => {
    const copy = document.createElement('div');
    copy.id = 'server-copy';
    copy.innerHTML = html;
    el.after(copy);
  }, server);
  const copy = page.locator('#server-copy');
  const byMode: string[][] = [];
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const colours = await tokenColours(body);
    expect(new Set(colours).size).toBeGreaterThanOrEqual(3);
    expect(colours).toEqual(await tokenColours(copy));
    byMode.push(colours);
  }
  expect(byMode[1]).not.toEqual(byMode[0]);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await copy.evaluate((el) => el.remove());
}

test('hidden statuses and named examples are highlighted when shown, as the server drew them', async ({ page }) => {
  const served = await (await page.request.get(ERRORS)).text();
  // As served: the 404 example is highlighted, the 418 one and the 5XX ones are plain text.
  expect(served).toContain('<span class="sl0 sd3">  "status"</span>');
  expect(served).toContain('"status": 418');
  expect(served).not.toContain('"status": 404');

  await page.goto(ERRORS);
  const card = page.locator('[data-part="responses"].oa-card');
  await hydrated(card.getByRole('tab', { name: '5XX' }));
  await expect(card.locator('pre:visible')).toContainText('"status": 404');
  await expect(card.locator('[data-deferred]')).toHaveCount(3);

  await card.getByRole('combobox', { name: 'Example' }).first().selectOption({ label: "418 I'm a teapot" });
  await expect(card.locator('pre:visible')).toContainText('"status": 418');
  await expectServerLook(page, await highlightedBody(card));

  await card.getByRole('tab', { name: '5XX' }).click();
  await expect(card.locator('pre:visible')).toContainText('"status": 500');
  await expectServerLook(page, await highlightedBody(card));
  // The 503 example is still behind its switcher: never shown, so never highlighted.
  await expect(card.locator('[data-deferred]')).toHaveCount(1);
});

test('the request card follows the language the reader picks, highlighted as the server drew it', async ({ page }) => {
  await page.goto(SLOW);
  const picker = page.locator('[data-part="request-sample"]').getByRole('combobox', { name: 'Language' });
  await hydrated(picker);
  // Where the playground runs, its sample is the one shown and the server's card steps aside
  // (openapi.css), but it follows the reader's language: it is what a page shows until the
  // playground has loaded, and the computed colours of its tokens are those it would show.
  const panel = (language: string) => page.locator(`[data-part="code-samples"] [role="tabpanel"][aria-label="${language}"] .oa-code-body`);
  await expect(panel('cURL')).not.toHaveAttribute('data-deferred');
  await expect(panel('Python')).toHaveAttribute('data-deferred', '');
  await picker.selectOption({ label: 'Python' });
  await expect(panel('Python')).not.toHaveAttribute('data-deferred');
  await expectServerLook(page, panel('Python'), 'python');
  await expect(panel('JavaScript')).toHaveAttribute('data-deferred', '');

  // The next page opens on the remembered language, highlighted in the browser on arrival.
  await page.goto(BIG);
  await expect(panel('Python')).not.toHaveAttribute('data-deferred');
  await expect(panel('Python').locator('pre')).toContainText('requests.get(');
  await expectServerLook(page, panel('Python'), 'python');
});

test('a long example shows its first lines, and the whole of it once opened', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(BIG);
  const card = page.locator('[data-part="responses"].oa-card');
  await hydrated(card.locator('details.oa-more'));
  const more = card.getByText('Show the whole example (72 lines)');
  await expect(more).toBeVisible();
  await expect(card.locator('pre .oa-rest')).toBeHidden();
  await expect(card.locator('pre')).toContainText('"email": "user1@example.com"');

  // The copy button copies the whole example, folded or not.
  const whole = await card.locator('pre').evaluate((pre) => pre.textContent ?? '');
  expect(whole.split('\n')).toHaveLength(72);
  expect(JSON.parse(whole)).toHaveLength(5);
  await card.locator('.oa-code').hover();
  await card.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(whole);

  await more.click();
  const body = await highlightedBody(card);
  await expect(more).toBeHidden();
  await expect(body.locator('pre')).toHaveText(whole);
  await expectServerLook(page, body);
});

test('without JavaScript, hidden examples are readable text and a long example opens whole', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ERRORS);
  for (const status of [404, 418, 500, 503])
    await expect(page.locator('[data-part="responses"] pre', { hasText: `"status": ${status}` })).toHaveCount(1);
  await page.goto(BIG);
  const card = page.locator('[data-part="responses"].oa-card');
  await expect(card.locator('pre .oa-rest')).toBeHidden();
  await card.getByText('Show the whole example (72 lines)').click();
  await expect(card.locator('pre .oa-rest')).toBeVisible();
  await expect(card.locator('pre .oa-rest')).toContainText('"email": "user4@example.com"');
  await context.close();
});
