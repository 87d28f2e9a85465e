import { test as base, expect } from '@playwright/test';
import { PLAYGROUND_OIDC_ISSUER } from './playground-oauth-provider';

/**
 * The OAuth playground specs' `test`: fails on page errors and console errors, as e2e/fixtures.ts
 * does, with two exceptions these specs need: the provider's own development pages (they load web
 * fonts from hosts this machine cannot reach; e2e/auth/oidc.spec.ts skips the check for them too),
 * and Chromium's "Failed to load resource" line for a token endpoint's 4xx answer, which the
 * playground shows as a sentence.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        if (where.startsWith(PLAYGROUND_OIDC_ISSUER) || page.url().startsWith(PLAYGROUND_OIDC_ISSUER)) return;
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) && /\/oauth\/token$/.test(where))
          return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'page or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
