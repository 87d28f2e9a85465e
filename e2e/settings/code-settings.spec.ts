import type { Locator, Page } from '@playwright/test';
import { getSingletonHighlighter } from 'shiki';
import { expect, test } from '../fixtures';

/**
 * Issue 13, the code settings of test/fixtures/settings-site, as a reader sees them:
 * `styling.codeblocks` (Dracula) on every highlighted block of an endpoint page, the playground
 * included; a custom TextMate grammar; `styling.latex: false`; and the reference's pills on the
 * playground's inputs.
 */
// The fixture's analytics snippets (settings.spec.ts) load scripts from the vendors' hosts; these
// machines reach loopback only, so each such request is answered inside the browser, empty.
test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

const GET_PAGE = '/api-reference/list-every-widget-in-the-workspace';
const POST_PAGE = '/api-reference/create-a-widget';

/** The colour Dracula gives `token` in `code` (asked of Shiki itself), as the browser reports colours. */
async function dracula(code: string, lang: 'json' | 'bash', token: string): Promise<string> {
  const highlighter = await getSingletonHighlighter({ themes: ['dracula'], langs: [lang] });
  const found = highlighter
    .codeToTokensBase(code, { lang, theme: 'dracula' })
    .flat()
    .find((t) => t.content.trim() === token);
  const hex = found?.color ?? 'none';
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The first highlighted span inside `within` whose text is `text` (Shiki keeps the spaces before a token in its span). */
const span = (within: Locator, text: string) =>
  within
    .locator('span span')
    .filter({ hasText: new RegExp(`^\\s*${escape(text)}\\s*$`) })
    .first();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function inMode(page: Page, mode: 'light' | 'dark', path: string) {
  await page.emulateMedia({ colorScheme: mode });
  await page.goto(path);
  if (mode === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

test('styling.codeblocks reaches the endpoint page: the request sample and the response example use the theme, light and dark', async ({
  page,
}) => {
  const key = await dracula('{ "email": "ada@example.com" }', 'json', 'email');
  for (const mode of ['light', 'dark'] as const) {
    await inMode(page, mode, GET_PAGE);
    const example = page.locator('.oa-card[data-part="responses"] .shiki');
    // Dracula's property-name colour, not GitHub's (the default pair these blocks had before).
    await expect(span(example, 'email')).toHaveCSS('color', key);
    // The playground's request sample, highlighted in the browser with the same theme.
    const sample = page.locator('[data-part="request-sample"] .pg-code-highlighted');
    const source = (await page.locator('[data-part="request-sample"] .pg-code-source').innerText()).trim();
    await expect(span(sample, 'curl')).toHaveCSS('color', await dracula(source, 'bash', 'curl'));
  }
});

test('the playground’s response viewer colours JSON in the theme’s colours', async ({ page }) => {
  for (const mode of ['light', 'dark'] as const) {
    await inMode(page, mode, GET_PAGE);
    const playground = page.locator('section.playground');
    await expect(playground.locator('.pg-label').first()).toBeVisible();
    // The viewer draws a JSON body with these token classes (lib/playground/json-lines); the API of
    // this fixture is unreachable, so one line of a body is placed where the viewer puts it.
    const colour = await playground.evaluate((root) => {
      const lines = Object.assign(document.createElement('div'), { className: 'pg-lines pg-json' });
      lines.innerHTML = '<pre><div class="pg-line"><span class="pg-tok-key">"email"</span></div></pre>';
      root.append(lines);
      return getComputedStyle(lines.querySelector('.pg-tok-key') as Element).color;
    });
    expect(colour).toBe(await dracula('{ "email": "ada@example.com" }', 'json', 'email'));
  }
});

test('styling.codeblocks.languages.custom: a fenced block in the grammar’s language is highlighted in the theme', async ({ page }) => {
  for (const mode of ['light', 'dark'] as const) {
    await inMode(page, mode, '/code');
    const block = page.locator('.prose pre.shiki').nth(1);
    // The grammar's keyword scope, in Dracula's keyword pink; the comment in Dracula's comment grey.
    await expect(span(block, 'spin')).toHaveCSS('color', 'rgb(255, 121, 198)');
    await expect(span(block, '# then stop')).toHaveCSS('color', 'rgb(98, 114, 164)');
  }
});

test('styling.latex: false keeps every $ as written: no math is rendered', async ({ page }) => {
  await page.goto('/code');
  await expect(page.locator('.prose')).toContainText('a price like $5 and a formula like $E = mc^2$ stay as written.');
  await expect(page.locator('.prose .katex')).toHaveCount(0);
});

test('the playground’s inputs carry the reference’s pills: x-mint.pre before the name, api.params.post and x-mint.post after', async ({
  page,
}) => {
  const label = (field: string) =>
    page.locator('section.playground .pg-label', { has: page.locator('.pg-name', { hasText: new RegExp(`^${field}$`) }) });
  const parts = (field: string) => label(field).locator('.oa-pill, .pg-name, .pg-type, .pg-required');
  await page.goto(GET_PAGE);
  // A query parameter: `x-mint.pre` "filter", then `x-internal: "admin"` (a docs.json post key), as the reference shows it.
  await expect(parts('owner')).toHaveText(['filter', 'owner', 'string', 'admin']);
  await expect(label('owner').locator('[data-pill="pre"]')).toHaveText('filter');
  await page.goto(POST_PAGE);
  // Body fields: `x-mint.pre` on one, the `x-since` post key and `x-mint.post` on the other.
  await expect(parts('name')).toHaveText(['label', 'name', 'required', 'string']);
  await expect(parts('size')).toHaveText(['size', 'integer', '3', 'metric']);
});
