import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from '../fixtures';

/**
 * Components written by the docs authors (test/fixtures/jsx-site) run in the reader's browser:
 * page `export`s with state, `.jsx` snippets (absolute and relative imports) with props and
 * children, an `.mdx` snippet's component that uses a built-in one, and `{expressions}`. Every
 * test also fails on any console or page error (hydration errors included).
 */

test('an export const component with useState hydrates: a click changes the number', async ({ page }) => {
  await page.goto('/');
  const count = page.getByTestId('count');
  await expect(count).toHaveText('5');
  await hydrated(page.getByRole('button', { name: 'Increase' }));
  await page.getByRole('button', { name: 'Increase' }).click();
  await page.getByRole('button', { name: 'Increase' }).click();
  await expect(count).toHaveText('7');
  await expect(page.locator('.unknown-component')).toHaveCount(0);
});

test('a .jsx snippet gets its props and server-rendered Markdown children, and keeps its own state', async ({ page }) => {
  await page.goto('/');
  const box = page.getByTestId('box');
  await expect(box).toHaveClass(/box-calm/);
  await expect(box.getByTestId('box-body').locator('strong')).toHaveText('inside');
  await hydrated(box.getByRole('button', { name: 'From a snippet' }));
  await box.getByRole('button', { name: 'From a snippet' }).click();
  await expect(box.getByTestId('box-body')).toHaveCount(0);
  // A relative import, with a hook imported from 'react'.
  await expect(page.getByTestId('shout')).toHaveText('HELLO!');
});

test('an .mdx snippet exports a component that uses a built-in one (Note)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.callout-note')).toContainText('Stamped with a Note');
});

test('expressions are evaluated, literal ones on the server', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  // React separates adjacent text nodes with an empty comment.
  expect(html).toMatch(/A literal is rendered by the server: (<!-- -->)?served as HTML/);
  await page.goto('/');
  const sentence = page.locator('p', { hasText: 'The answer is' });
  await expect(sentence).toHaveText('The answer is 42, the year of the epoch is 1970, and twice 21 is 42.');
});

test('a component that throws shows a contained, located error box; the rest of the page renders', async ({ page }) => {
  await page.goto('/broken');
  const box = page.getByRole('alert').filter({ hasText: 'could not be rendered' });
  await expect(box).toContainText('<Broken> could not be rendered (broken.mdx:11): Broken failed on purpose');
  await expect(page.getByText('Text before the broken component.')).toBeVisible();
  await expect(page.getByText('Text after the broken component.')).toBeVisible();
});

test("the compiled author code travels only in its page's own response, never as a public static file", async ({ page }) => {
  // A gated page is rendered per reader after its access check; its code must not also sit in a
  // chunk under /_next/static that anyone may fetch.
  const html = await (await page.request.get('/broken')).text();
  expect(html).toContain('Broken failed on purpose');
  const statics = readdirSync('.next-jsx-site/static', { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  expect(statics.length).toBeGreaterThan(0);
  for (const file of statics)
    expect(readFileSync(path.join(file.parentPath, file.name), 'utf8'), file.name).not.toContain('Broken failed on purpose');
});
