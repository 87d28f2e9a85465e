import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every browser test fails on an uncaught page error or a console error: a docs site that logs
 * errors is broken even when the assertion under test passes.
 */
const ASSET = /\.(png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|woff2?)(\?|$)/i;

export const test = base.extend<{ pageErrors: string[]; missingAssetsOk: boolean }>({
  // Real sites copied without their binaries (../shared/corpus) lack images that `lectern check`
  // already reports: those 404s are tolerated there, never scripts, styles or data.
  missingAssetsOk: [false, { option: true }],
  pageErrors: [
    async ({ page, missingAssetsOk }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A deliberate 404 navigation logs the failed document load; that is the behaviour under test.
        if (/status of 404/.test(message.text()) && (page as unknown as { allow404?: boolean }).allow404) return;
        if (missingAssetsOk && /status of 404/.test(message.text()) && ASSET.test(message.location().url)) return;
        // Real sites embed images from other hosts; these machines reach no other host.
        if (
          missingAssetsOk &&
          /net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED)/.test(message.text()) &&
          !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(message.location().url)
        )
          return;
        // The playground shows an API's (or the proxy's) error answer on the page; Chromium also logs
        // any 4xx/5xx fetch as "Failed to load resource". That line is the browser's, not ours.
        if (
          /^Failed to load resource: the server responded with a status of [45]\d\d/.test(message.text()) &&
          message.location().url.includes('/api/playground/proxy')
        )
          return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'page or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated the element (it carries React's props). Before that, a
 * same-document navigation is undone: the App Router's first history entry is written at
 * hydration with the URL the page was loaded with, hash included.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { message: 'hydrated' })
    .toBe(true);
}

/**
 * The JSON body the playground shows, parsed, once it is formatted in full. The status line shows
 * before the body view mounts, and the view formats in slices after its first render: wait for the
 * view, then for no "Formatting…" (a check made before the view mounted passed on nothing, and the
 * empty `pre` did not parse).
 */
export async function playgroundJson(page: Page): Promise<Record<string, any>> {
  await expect(page.locator('.pg-json')).toBeVisible();
  await expect(page.getByText(/^Formatting…/)).toHaveCount(0);
  return JSON.parse(await page.locator('.pg-json pre').innerText()) as Record<string, any>;
}

export { expect };
