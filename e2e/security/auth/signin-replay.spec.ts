import { randomUUID } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { expect, test } from '../../fixtures';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';
import { cookiesOf, handoffToken, postHandoff, setsSession } from './signin-helpers';

/**
 * A hand-off token is a one-time ticket: a token copied from a log, a proxy or browser history
 * must not sign anyone in again, and a token minted with a far `exp` must not be accepted at all.
 */
async function refusalOf(response: Response): Promise<string | null> {
  const body = (await response.json()) as { ok: boolean; location: string };
  expect(body.ok).toBe(false);
  expect(setsSession(response)).toBe(false);
  return new URL(body.location, AUTH_ORIGIN).searchParams.get('code');
}

test('a token works once: the second hand-off with it is refused, with no session', async () => {
  const token = await handoffToken({ name: 'Once Only' });
  const first = await postHandoff(token);
  expect(setsSession(first)).toBe(true);
  expect(await refusalOf(await postHandoff(token))).toBe('jwt-replayed');
});

test('a token used at /login/jwt cannot be replayed through the Auth.js credentials route', async () => {
  const token = await handoffToken();
  expect(setsSession(await postHandoff(token))).toBe(true);
  const csrf = await fetch(`${AUTH_ORIGIN}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${AUTH_ORIGIN}/api/auth/callback/jwt-handoff`, {
    method: 'POST',
    body: new URLSearchParams({ csrfToken, token, callbackUrl: '/' }),
    headers: { cookie: cookiesOf(csrf) },
    redirect: 'manual',
  });
  expect(setsSession(response)).toBe(false);
  expect(new URL(response.headers.get('location')!, AUTH_ORIGIN).searchParams.get('code')).toBe('jwt-replayed');
});

test('tokens without iat or jti, issued in the future, too old, or living too long are refused', async () => {
  const now = Math.floor(Date.now() / 1000);
  const key = await importPKCS8(process.env.LECTERN_TEST_JWT_PRIVATE_KEY!, 'EdDSA');
  const raw = (claims: Record<string, unknown>) =>
    new SignJWT({ sub: 'attack-test', ...claims }).setProtectedHeader({ alg: 'EdDSA' }).sign(key);
  const cases: [string, Promise<string>, string][] = [
    ['a ten-year exp', handoffToken({ exp: now + 10 * 365 * 24 * 3600 }), 'jwt-invalid'],
    // iat given: the helper's own clock could tick past `now` and make the lifetime exactly five minutes.
    ['exp - iat just over five minutes', handoffToken({ iat: now, exp: now + 301 }), 'jwt-invalid'],
    ['issued ten minutes ago, not expired', handoffToken({ iat: now - 600, exp: now + 60 }), 'jwt-expired'],
    ['issued an hour from now', handoffToken({ iat: now + 3600, exp: now + 3660 }), 'jwt-invalid'],
    ['no iat', raw({ jti: randomUUID(), exp: now + 60 }), 'jwt-invalid'],
    ['no jti', raw({ iat: now, exp: now + 60 }), 'jwt-invalid'],
  ];
  for (const [name, token, code] of cases) {
    expect(await refusalOf(await postHandoff(await token)), name).toBe(code);
  }
});

test('in Chromium, a hand-off link opened a second time says it was already used', async ({ page }) => {
  const link = `/login/jwt-callback?redirect=/signed-in#${await handoffToken({ name: 'Twice Clicked' })}`;
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/signed-in');
  await page.context().clearCookies();
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('login-error')).toContainText('already used');
  await expect(page.getByTestId('login-account')).toHaveCount(0);
});
