// The provider's own development pages load web fonts and log errors this machine cannot fix, so
// this spec uses the plain test (the Lectern pages it visits are covered by the other specs).
import { expect, test } from '@playwright/test';
import { AUTH_ORIGIN } from '../../playwright.auth.config';
import { startOidcProvider } from './oidc-provider';

let provider: { close: () => Promise<void> } | undefined;
test.beforeAll(async () => {
  provider = await startOidcProvider();
});
test.afterAll(async () => {
  await provider?.close();
});

/** Signs in through the provider's own login and consent pages. */
async function signInAt(page: import('@playwright/test').Page, login: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: 'Continue with Test provider' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === AUTH_ORIGIN && url.pathname === redirect);
}

test('OIDC sign-in takes groups from the configured claim, split on the configured delimiter', async ({ page }) => {
  await signInAt(page, 'olivia-oidc', '/alpha-page');
  await expect(page.locator('article h1')).toHaveText('Alpha Secret Guide');
  await page.goto('/login');
  await expect(page.getByTestId('login-groups')).toHaveText('Groups: alpha, ops');
  await expect(page.getByTestId('login-account')).toContainText('Olivia OIDC');
  expect((await page.goto('/beta/home'))?.status()).toBe(404);
});

test('an OIDC sign-in without the groups claim is signed in with no groups, and told so', async ({ page }) => {
  await signInAt(page, 'nora-nogroups', '/signed-in');
  await expect(page.locator('article h1')).toHaveText('Readers only');
  await page.goto('/login');
  await expect(page.getByTestId('login-notice')).toContainText('carried no groups');
  await expect(page.getByTestId('login-groups')).toHaveText('You are in no groups.');
  expect((await page.goto('/alpha-page'))?.status()).toBe(404);
});
