import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails on an uncaught page error or a console error: a docs site that logs
 * errors is broken even when the assertion under test passes.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A deliberate 404 navigation logs the failed document load; that is the behaviour under test.
        if (/status of 404/.test(message.text()) && (page as unknown as { allow404?: boolean }).allow404) return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'page or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
