import { expect, test } from '../../fixtures';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';
import { cookiesOf, setsSession } from './signin-helpers';

/**
 * Brute force on the users file (the `local` provider): after 5 failed passwords an account is
 * refused, right password included, until 15 minutes have passed; after 20 failures across
 * accounts a client address is refused. Accounts `lockout@` and `spray@` of the fixture exist for
 * these tests only. Each test speaks as its own client address (X-Forwarded-For, as a reverse
 * proxy sets it), so the limits it trips touch no other test.
 */
const LOCKOUT = { email: 'lockout@example.test', password: 'lockout-test-password' };
const SPRAY = { email: 'spray@example.test', password: 'spray-test-password' };

/** One sign-in over HTTP, as a password-guessing script would do it; the `code` it ends with, or `signed-in`. */
async function attempt(email: string, password: string, address: string): Promise<string> {
  const csrf = await fetch(`${AUTH_ORIGIN}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${AUTH_ORIGIN}/api/auth/callback/local`, {
    method: 'POST',
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/' }),
    headers: { cookie: cookiesOf(csrf), 'x-forwarded-for': address },
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  if (setsSession(response)) return 'signed-in';
  const location = new URL(response.headers.get('location')!, AUTH_ORIGIN);
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('code') ?? '';
}

test('an account is locked after 5 wrong passwords: the right one is refused too, with the minutes to wait', async ({ page }) => {
  for (let i = 0; i < 5; i++) expect(await attempt(LOCKOUT.email, `guess-${i}`, `198.51.100.${10 + i}`)).toBe('local-refused');
  // Locked for this account from any address, right password included.
  const code = await attempt(LOCKOUT.email, LOCKOUT.password, '198.51.100.30');
  expect(code).toMatch(/^local-locked-(1[0-5]|[1-9])$/);
  expect(await attempt(LOCKOUT.email.toUpperCase(), LOCKOUT.password, '198.51.100.31')).toMatch(/^local-locked-/);
  // The sign-in page explains it as a failed sign-in, with the wait.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.32' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(LOCKOUT.email);
  await page.getByLabel('Password').fill(LOCKOUT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText(/^Too many sign-in attempts .* Try again in \d+ minutes?\.$/);
  await expect(page.getByTestId('login-account')).toHaveCount(0);
});

test('an unknown email is locked the same way, so a lock tells nothing about who has an account', async () => {
  for (let i = 0; i < 5; i++) expect(await attempt('nobody-here@example.test', `guess-${i}`, `198.51.100.${40 + i}`)).toBe('local-refused');
  expect(await attempt('nobody-here@example.test', 'guess-5', '198.51.100.50')).toMatch(/^local-locked-/);
});

test('a client address is locked after 20 failures across accounts; other addresses are not', async () => {
  for (let i = 0; i < 20; i++) expect(await attempt(`sprayed-${i}@example.test`, 'Winter2030!', '203.0.113.77')).toBe('local-refused');
  expect(await attempt(SPRAY.email, SPRAY.password, '203.0.113.77')).toMatch(/^local-locked-/);
  expect(await attempt(SPRAY.email, SPRAY.password, '203.0.113.78')).toBe('signed-in');
});
