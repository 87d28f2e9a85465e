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

/**
 * The code panel bodies a reader sees on arrival (not inside a hidden tab panel; the request card
 * too, which openapi.css may set aside for the playground), as their markup.
 */
function arrivalBodies(page: Page): Promise<string[]> {
  return page
    .locator('.oa-aside .oa-code-body')
    .evaluateAll((els) => els.filter((el) => !el.closest('[hidden]')).map((el) => el.innerHTML));
}

/** The colours of the tokens of every arrival panel, light then dark. */
async function arrivalColours(page: Page): Promise<string[][]> {
  const out: string[][] = [];
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    out.push(
      await page
        .locator('.oa-aside .oa-code-body')
        .evaluateAll((els) =>
          els
            .filter((el) => !el.closest('[hidden]'))
            .flatMap((el) => [...el.querySelectorAll('pre .line > span')].map((s) => getComputedStyle(s).color)),
        ),
    );
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  return out;
}

/** The arrival panels of a page loaded afresh in its own tab: what a client navigation to it must show. */
async function freshLoad(page: Page, url: string): Promise<{ bodies: string[]; colours: string[][] }> {
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  await hydrated(fresh.locator('.oa-aside .oa-code-body'));
  const result = { bodies: await arrivalBodies(fresh), colours: await arrivalColours(fresh) };
  await fresh.close();
  return result;
}

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

test("the payload carries the code as text, and the arrival panels are the server's highlighting, left as they are by hydration", async ({
  page,
}) => {
  // The RSC payload (what Next writes as .rsc, as segments and inline in the HTML) holds the text of
  // each panel, never its highlighted markup; the HTML holds the markup (server-drawn-code.client).
  for (const url of [ERRORS, BIG]) {
    const payload = await (await page.request.get(url, { headers: { RSC: '1' } })).text();
    expect(payload).toContain('"shown":true');
    expect(payload).not.toMatch(/<span class=\\"(line|sl\d)|<pre class=\\"shiki/);
  }
  const payload = await (await page.request.get(ERRORS, { headers: { RSC: '1' } })).text();
  expect(payload).toContain(JSON.stringify('"status": 404').slice(1, -1));

  // Every node React removes from, or attribute it sets on, a code panel once the document is parsed
  // (the parser only adds): hydration must leave the server's markup of the arrival panels in place.
  await page.addInitScript(() => {
    const touched = new Set<Element>();
    (window as unknown as { __touchedCode: Set<Element> }).__touchedCode = touched;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList' && !r.removedNodes.length) continue;
        const at = r.target instanceof Element ? r.target : r.target.parentElement;
        const body = at?.closest('.oa-code-body');
        if (body) touched.add(body);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.goto(ERRORS);
  const card = page.locator('[data-part="responses"].oa-card');
  const arrival = card.locator('.oa-code-body:visible');
  await hydrated(arrival);
  const served = await (await page.request.get(ERRORS)).text();
  const html = await arrival.evaluate((el) => el.innerHTML);
  expect(served).toContain(`<div class="oa-code-body">${html}</div>`);
  await expectServerLook(page, arrival);
  const bodies = page.locator('.oa-aside .oa-code-body');
  const shownOnArrival = await bodies.evaluateAll((els) => els.map((el) => !el.closest('[hidden]')));
  expect(shownOnArrival.filter(Boolean)).toHaveLength(2);
  // Showing a hidden example draws it (so React has run its work since hydration), and only it.
  await card.getByRole('tab', { name: '5XX' }).click();
  await highlightedBody(card);
  const touched = await bodies.evaluateAll((els) =>
    els.map((el) => (window as unknown as { __touchedCode: Set<Element> }).__touchedCode.has(el)),
  );
  expect(touched.filter(Boolean)).toHaveLength(1);
  expect(touched.filter((t, i) => t && shownOnArrival[i])).toEqual([]);
});

test('after a client navigation, code panels are highlighted as on a fresh load, and tabs, folding and copy work', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const expected = { errors: await freshLoad(page, ERRORS), big: await freshLoad(page, BIG) };
  await page.goto(SLOW);
  const sidebarLink = (url: string) => page.locator(`.sidebar a[href="${url}"]`).first();
  await hydrated(sidebarLink(ERRORS));
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await sidebarLink(ERRORS).click();
  await expect(page).toHaveURL(ERRORS);
  const card = page.locator('[data-part="responses"].oa-card');
  // No server markup to keep: the panel shows its text, then the highlighter (loaded now) draws it.
  await highlightedBody(card);
  expect(await arrivalBodies(page)).toEqual(expected.errors.bodies);
  expect(await arrivalColours(page)).toEqual(expected.errors.colours);
  await expectServerLook(page, card.locator('.oa-code-body:visible'));
  await card.getByRole('tab', { name: '5XX' }).click();
  await expect(card.locator('pre:visible')).toContainText('"status": 500');
  await expectServerLook(page, await highlightedBody(card));
  const text = await card.locator('pre:visible').evaluate((pre) => pre.textContent ?? '');
  await card.locator('.oa-code:visible').hover();
  await card.locator('.oa-code:visible').getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await sidebarLink(BIG).click();
  await expect(page).toHaveURL(BIG);
  const more = card.getByText('Show the whole example (72 lines)');
  await expect(more).toBeVisible();
  await expect(card.locator('pre .line > span').first()).toBeVisible();
  await expect.poll(() => arrivalBodies(page)).toEqual(expected.big.bodies);
  expect(await arrivalColours(page)).toEqual(expected.big.colours);
  await more.click();
  await expectServerLook(page, await highlightedBody(card));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

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
  // The panel shown on arrival is highlighted, as the server draws it, with no script to draw it.
  const shown = page.locator('[data-part="responses"] .oa-code-body:visible');
  const text = await shown.locator('pre').evaluate((pre) => pre.textContent ?? '');
  expect(await shown.evaluate((el) => el.innerHTML)).toBe(await highlightToHtml(text, 'json', DEFAULT_CODE_STYLE));
  expect(await shown.locator('pre .line > span').count()).toBeGreaterThan(5);
  await page.goto(BIG);
  const card = page.locator('[data-part="responses"].oa-card');
  await expect(card.locator('pre .oa-rest')).toBeHidden();
  await card.getByText('Show the whole example (72 lines)').click();
  await expect(card.locator('pre .oa-rest')).toBeVisible();
  await expect(card.locator('pre .oa-rest')).toContainText('"email": "user4@example.com"');
  await context.close();
});
