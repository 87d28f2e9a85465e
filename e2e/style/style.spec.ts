import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * A Mintlify repository's own styling, unchanged (issue 10; Mintlify customize/custom-scripts.mdx),
 * on test/fixtures/style-site: every `.css` file is on every page, every `.js` file runs, the
 * Tailwind classes of its pages work (`md:` and `dark:` included), and Lectern's chrome keeps its look.
 */

const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test('every .css file of the docs folder styles the page, in path order, and none from an ignored folder', async ({ page }) => {
  await page.goto('/');
  // custom.css: a class the page uses.
  await expect.poll(() => computed(page, '#custom-callout', 'border-left-color')).toBe('rgb(255, 0, 128)');
  expect(await computed(page, '#custom-callout', 'border-left-width')).toBe('6px');
  // theme/accent.css, in a sub-folder, is included too.
  expect(await computed(page, '#custom-callout', 'letter-spacing')).toBe('3px');
  // temp/widget/style.css is never published: it would turn the page red.
  expect(await computed(page, 'body', 'background-color')).not.toBe('rgb(255, 0, 0)');
  const hrefs = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(hrefs.filter((h) => !h.startsWith('/_next/'))).toEqual(['/custom.css', '/theme/accent.css']);
});

test('every .js file of the docs folder runs on every page, and none from an ignored folder', async ({ page, request }) => {
  for (const url of ['/', '/plain']) {
    await page.goto(url);
    await expect(page.locator('#script-marker')).toHaveText('script.js ran');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-node-modules-ran'))).toBeNull();
  }
  const script = await request.get('/script.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toContain('text/javascript');
  expect((await request.get('/custom.css')).headers()['content-type']).toContain('text/css');
  expect((await request.get('/temp/widget/index.js')).status()).toBe(404);
});

test('Tailwind classes of the pages work, with md: at its breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const box = '#tw-box';
  expect(await computed(page, box, 'display')).toBe('grid');
  expect(await computed(page, box, 'border-top-left-radius')).toBe('12px');
  expect(await computed(page, box, 'padding-top')).toBe('16px');
  // bg-sky-500 is oklch(68.5% 0.169 237.323).
  expect(await computed(page, box, 'background-color')).toBe('oklch(0.685 0.169 237.323)');
  // md:grid-cols-2 from 48rem: two tracks; `hidden md:inline` shows.
  expect((await computed(page, box, 'grid-template-columns')).split(' ')).toHaveLength(2);
  await expect(page.locator('#tw-responsive span')).toBeVisible();
  expect(await computed(page, '#snippet-class', 'color')).toBe('oklch(0.596 0.145 163.225)');

  await page.setViewportSize({ width: 600, height: 900 });
  await expect.poll(async () => (await computed(page, box, 'grid-template-columns')).split(' ').length).toBe(1);
  await expect(page.locator('#tw-responsive span')).toBeHidden();
});

test('dark: classes follow Lectern dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await computed(page, '#tw-box', 'background-color')).toBe('oklch(0.685 0.169 237.323)');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // dark:bg-slate-900 is oklch(20.8% 0.042 265.755).
  expect(await computed(page, '#tw-box', 'background-color')).toBe('oklch(0.208 0.042 265.755)');
});

test("the docs folder's styling leaves Lectern's own chrome as it is", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Every element Lectern draws (the page's own styled elements aside), property by property.
  const measure = () =>
    page.evaluate(() => {
      const properties = [
        'display',
        'box-sizing',
        'margin-top',
        'margin-bottom',
        'margin-left',
        'padding-top',
        'padding-left',
        'border-top-width',
        'border-left-style',
        'font-family',
        'font-size',
        'font-weight',
        'line-height',
        'color',
        'background-color',
        'list-style-type',
        'text-decoration-line',
        'vertical-align',
        'cursor',
      ];
      const own = '#tw-box, #tw-box *, #tw-responsive, #tw-responsive *, #custom-callout, #snippet-class, #script-marker';
      const lines: string[] = [];
      document.querySelectorAll('body *').forEach((el, i) => {
        if (el.matches(own) || el.closest('script, style')) return;
        const style = getComputedStyle(el);
        lines.push(
          `${i} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}: ${properties.map((p) => style.getPropertyValue(p)).join(' | ')}`,
        );
      });
      return lines;
    });
  // The Tailwind utilities and the custom stylesheets are really on the page…
  await expect(page.locator('style[data-lectern="tailwind"]')).toHaveCount(1);
  const withStyles = await measure();
  expect(withStyles.length).toBeGreaterThan(50);
  // …and taking them away changes nothing Lectern draws: no preflight, no theme variables.
  await page.evaluate(() => {
    document.querySelector('style[data-lectern="tailwind"]')?.remove();
    for (const link of document.querySelectorAll('head link[rel="stylesheet"]'))
      if (!new URL((link as HTMLLinkElement).href).pathname.startsWith('/_next/')) link.remove();
  });
  expect(await measure()).toEqual(withStyles);
});
