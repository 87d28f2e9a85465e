import { expect, test } from '../../fixtures';
import { USERS } from '../../auth/matrix';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';
import { cookiesOf, handoffToken, postHandoff, staysOnSite } from './signin-helpers';

/**
 * Hole 4: the `redirect` of a sign-in must never take the reader to another origin, however it is
 * spelled. The forms below all resolve to `//evil.invalid` or another host in a URL parser.
 */
const HOSTILE = [
  '/.//evil.invalid',
  '/%2e//evil.invalid',
  '/%2E%2E//evil.invalid',
  '/a/..//evil.invalid',
  '//evil.invalid',
  '///evil.invalid',
  '/\\evil.invalid',
  '/\t/evil.invalid',
  '/\n/evil.invalid',
  '\\\\evil.invalid',
  'https://evil.invalid/',
  'javascript:alert(1)',
  'data:text/html,hi',
  '//user@evil.invalid',
  '/\uff0f\uff0fevil.invalid',
  `/${'a'.repeat(10_000)}`,
];

/** Posts a hand-off as the callback page does. */
async function handOff(token: string, redirect: string): Promise<{ status: number; body: { ok?: boolean; location?: string } }> {
  const response = await postHandoff(token, redirect);
  return { status: response.status, body: (await response.json()) as { ok?: boolean; location?: string } };
}

test('POST /login/jwt with a valid token answers a location on the site for every hostile redirect', async () => {
  for (const redirect of HOSTILE) {
    const { status, body } = await handOff(await handoffToken(), redirect);
    expect(status, redirect).toBe(200);
    expect(body.ok, redirect).toBe(true);
    expect(staysOnSite(body.location!), `${JSON.stringify(redirect)} → ${body.location}`).toBe(true);
  }
});

test('POST /login/jwt with a refused token sends the reader to the sign-in page on the site', async () => {
  const { body } = await handOff('not-a-token', '/.//evil.invalid');
  expect(body.ok).toBe(false);
  expect(staysOnSite(body.location!), body.location).toBe(true);
  expect(new URL(body.location!, AUTH_ORIGIN).searchParams.get('redirect')).toBe('/');
});

test("Auth.js's callbackUrl stays on the site after a password sign-in", async () => {
  for (const callbackUrl of ['/.//evil.invalid', '//evil.invalid', '/\\evil.invalid', 'https://evil.invalid/x']) {
    const csrf = await fetch(`${AUTH_ORIGIN}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const body = new URLSearchParams({ csrfToken, email: USERS.alpha.email, password: USERS.alpha.password, callbackUrl });
    const response = await fetch(`${AUTH_ORIGIN}/api/auth/callback/local`, {
      method: 'POST',
      body,
      headers: { cookie: cookiesOf(csrf) },
      redirect: 'manual',
    });
    expect(response.status, callbackUrl).toBe(302);
    const location = new URL(response.headers.get('location')!, AUTH_ORIGIN);
    expect(location.origin, callbackUrl).toBe(AUTH_ORIGIN);
    expect(location.pathname.startsWith('//'), `${callbackUrl} → ${location.href}`).toBe(false);
  }
});

test.describe('in Chromium', () => {
  /** Requests that leave the site are recorded and aborted before they reach the network. */
  async function recordForeign(page: import('@playwright/test').Page): Promise<string[]> {
    const foreign: string[] = [];
    await page.route(
      (url) => url.origin !== AUTH_ORIGIN,
      (route) => {
        foreign.push(route.request().url());
        return route.abort();
      },
    );
    return foreign;
  }

  for (const redirect of ['/.//evil.invalid', '/%2e//evil.invalid', '/\\evil.invalid', '//evil.invalid']) {
    test(`the hand-off page with ?redirect=${redirect} ends on the site`, async ({ page }) => {
      const foreign = await recordForeign(page);
      await page.goto(`/login/jwt-callback?redirect=${encodeURIComponent(redirect)}#${await handoffToken({ name: 'Hand Off' })}`);
      await expect.poll(() => foreign.length > 0 || page.url() === `${AUTH_ORIGIN}/`, { message: 'the page left the hand-off' }).toBe(true);
      expect(foreign).toEqual([]);
      expect(page.url()).toBe(`${AUTH_ORIGIN}/`);
      await page.goto('/login');
      await expect(page.getByTestId('login-account')).toContainText('Hand Off');
    });
  }

  test('the password form with ?redirect=/.//evil.invalid ends on the site', async ({ page }) => {
    const foreign = await recordForeign(page);
    await page.goto(`/login?redirect=${encodeURIComponent('/.//evil.invalid')}`);
    await page.getByLabel('Email').fill(USERS.alpha.email);
    await page.getByLabel('Password').fill(USERS.alpha.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => foreign.length > 0 || page.url() === `${AUTH_ORIGIN}/`, { message: 'the page left the sign-in form' })
      .toBe(true);
    expect(foreign).toEqual([]);
    expect(page.url()).toBe(`${AUTH_ORIGIN}/`);
  });
});
