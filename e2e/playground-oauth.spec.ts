import type { Page } from '@playwright/test';
import { PLAYGROUND_CLIENT_ID, PLAYGROUND_OIDC_ISSUER, startPlaygroundOidc } from './playground-oauth-provider';
import { playgroundJson } from './fixtures';
import { expect, test } from './playground-oauth-test';

// Issue 16, item 1: OAuth 2 and OpenID Connect flows, against `next start` of the own site, the
// demo API's token endpoint, and a real OpenID provider (oidc-provider) on loopback. Each test
// checks that the token the flow obtained is what the request to the echo carried.
const ECHO = '/api-reference/echo/echo-a-request';

let provider: Awaited<ReturnType<typeof startPlaygroundOidc>>;
test.beforeAll(async ({ baseURL }) => {
  provider = await startPlaygroundOidc([`${baseURL}${ECHO}`]);
});
test.afterAll(async () => provider?.close());

async function open(page: Page) {
  await page.goto(ECHO);
  await expect(page.locator('.playground form.pg')).toBeVisible();
  await page.locator('#pg-server').selectOption({ label: '/ — This Lectern site, at whatever address it runs' });
}

type TokenAnswer = { access_token: string; refresh_token?: string };

/**
 * The token answer the browser received for the next POST to `url` during `act`. The request
 * passes through unchanged (route.fetch, then the same response): reading a body back from
 * Chromium after the fact fails now and then for a request made right after a navigation.
 */
async function tokenFrom(page: Page, url: string | RegExp, act: () => Promise<void>): Promise<TokenAnswer> {
  let resolve: (answer: TokenAnswer) => void = () => undefined;
  const answer = new Promise<TokenAnswer>((r) => (resolve = r));
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body });
    resolve(JSON.parse(body) as TokenAnswer);
  });
  await act();
  const got = await answer;
  await page.unroute(url);
  return got;
}

/** Send; returns the Authorization header the request to the echo carried, and what the echo saw. */
async function sendToEcho(page: Page): Promise<{ sent: string | undefined; seen: string | undefined }> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/demo-api/echo');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = (await request).headers().authorization;
  const echo = await playgroundJson(page);
  return { sent, seen: echo.headers.authorization };
}

test('client credentials: the token from the demo token endpoint reaches the echo; refresh replaces it; sign-out clears it', async ({
  page,
}) => {
  await open(page);
  await page.locator('#pg-auth-option').selectOption({ label: 'OAuth 2 access token' });
  await page.getByLabel('Client ID').fill('demo-client');
  await page.getByLabel('Client secret').fill('demo-secret');
  // The operation requires `read`: it is chosen; `write` is offered.
  await expect(page.getByLabel('Scope read')).toBeChecked();
  await expect(page.getByLabel('Scope write')).not.toBeChecked();
  const token = await tokenFrom(page, /\/demo-api\/oauth\/token$/, () => page.getByRole('button', { name: 'Get token' }).click());
  expect(token.access_token).toMatch(/^demo-at-/);
  const field = page.locator('#pg-auth-demoOAuth');
  await expect(field).toHaveValue(token.access_token);
  await expect(field).toHaveAttribute('type', 'password');
  expect(await sendToEcho(page)).toEqual({ sent: `Bearer ${token.access_token}`, seen: 'Bearer [redacted]' });

  const refreshed = await tokenFrom(page, /\/demo-api\/oauth\/token$/, () => page.getByRole('button', { name: 'Refresh token' }).click());
  expect(refreshed.access_token).not.toBe(token.access_token);
  await expect(field).toHaveValue(refreshed.access_token);
  expect((await sendToEcho(page)).sent).toBe(`Bearer ${refreshed.access_token}`);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(field).toHaveValue('');
  expect((await sendToEcho(page)).sent).toBeUndefined();
});

test('a refused token request says why, in the page', async ({ page }) => {
  await open(page);
  await page.locator('#pg-auth-option').selectOption({ label: 'OAuth 2 access token' });
  await page.getByRole('button', { name: 'Get token' }).click();
  await expect(page.locator('.pg-oauth .pg-error')).toContainText('invalid_client');
});

test('authorization code + PKCE with a real OpenID provider: the token reaches the echo, and refreshes', async ({ page, baseURL }) => {
  await open(page);
  await page.locator('#pg-auth-option').selectOption({ label: 'OpenID Connect token' });
  // Discovery from openIdConnectUrl gave the flow; the page is the redirect URL.
  await expect(page.locator('.pg-oauth')).toContainText(`${baseURL}${ECHO}`);
  await page.getByLabel('Client ID').fill(PLAYGROUND_CLIENT_ID);
  await expect(page.getByLabel('Scope openid')).toBeChecked();
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${PLAYGROUND_OIDC_ISSUER}/auth`));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const asked = new URL((await authorize).url());
  expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
  expect(asked.searchParams.get('state')).toMatch(/^[\w-]{43}$/);

  await page.locator('input[name="login"]').fill('ada');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const token = await tokenFrom(page, `${PLAYGROUND_OIDC_ISSUER}/token`, () => page.getByRole('button', { name: 'Continue' }).click());
  await page.waitForURL(`${baseURL}${ECHO}`);
  await expect(page.locator('#pg-auth-localOidc')).toHaveValue(token.access_token);
  await expect(page.getByText('Signed in: the token is filled in.')).toBeVisible();
  expect(await sendToEcho(page)).toEqual({ sent: `Bearer ${token.access_token}`, seen: 'Bearer [redacted]' });

  expect(token.refresh_token).toBeTruthy();
  const refreshed = await tokenFrom(page, `${PLAYGROUND_OIDC_ISSUER}/token`, () =>
    page.getByRole('button', { name: 'Refresh token' }).click(),
  );
  expect(refreshed.access_token).not.toBe(token.access_token);
  await expect(page.locator('#pg-auth-localOidc')).toHaveValue(refreshed.access_token);
  expect((await sendToEcho(page)).sent).toBe(`Bearer ${refreshed.access_token}`);
});

test('an answer whose state this page did not send is refused, and its code is never exchanged', async ({ page }) => {
  const before = provider.grants();
  await page.goto(`${ECHO}?code=stolen-code&state=forged-state`);
  await expect(
    page.locator('.pg-auth-message, .pg-error').filter({ hasText: 'does not match a sign-in started on this page' }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(provider.grants()).toBe(before);
});
