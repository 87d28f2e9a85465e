import { expect, type Page } from '@playwright/test';
import { AUTH_ORIGIN } from '../../playwright.auth.config';
import { USERS, type ViewerName } from './matrix';

/**
 * The `Cookie` header of a fresh session for `viewer`, signed in over plain HTTP with the local
 * users file (CSRF token, then the credentials callback), as a crawler would. '' for signed out.
 */
export async function sessionCookie(viewer: ViewerName): Promise<string> {
  if (viewer === 'signedOut') return '';
  const user = USERS[viewer];
  const csrf = await fetch(`${AUTH_ORIGIN}/api/auth/csrf`);
  const jar = cookiesOf(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email: user.email, password: user.password, callbackUrl: '/' });
  const signIn = await fetch(`${AUTH_ORIGIN}/api/auth/callback/local`, {
    method: 'POST',
    body,
    headers: { cookie: jar },
    redirect: 'manual',
  });
  const session = cookiesOf(signIn)
    .split('; ')
    .find((c) => c.startsWith('authjs.session-token='));
  expect(session, `a session cookie for ${viewer}`).toBeTruthy();
  return session!;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Signs in through the sign-in page's form, as a reader would. */
export async function signInWithPassword(page: Page, viewer: Exclude<ViewerName, 'signedOut'>, redirect = '/'): Promise<void> {
  const user = USERS[viewer];
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === redirect);
}
