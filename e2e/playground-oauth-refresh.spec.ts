import type { Page } from '@playwright/test';
import { PLAYGROUND_CLIENT_ID, PLAYGROUND_OIDC_ISSUER, startPlaygroundOidc } from './playground-oauth-provider';
import { expect, test } from './playground-oauth-test';

// Issue 16, item 1: "refreshed when a refresh token exists". A real OpenID provider (oidc-provider)
// whose access tokens live a few seconds: after one has expired at the provider, Send first
// exchanges the refresh token, and the echo receives the new token, not the expired one.
const ECHO = '/api-reference/echo/echo-a-request';
const TTL_SECONDS = 6;

let provider: Awaited<ReturnType<typeof startPlaygroundOidc>>;
test.beforeAll(async ({ baseURL }) => {
  provider = await startPlaygroundOidc([`${baseURL}${ECHO}`], { accessTokenTtl: TTL_SECONDS });
});
test.afterAll(async () => provider?.close());

/** What the provider's userinfo endpoint answers for a token: 200 while it is valid, 401 once it has expired. */
async function userinfoStatus(token: string): Promise<number> {
  const response = await fetch(`${PLAYGROUND_OIDC_ISSUER}/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/** The JSON a POST to the token endpoint answered during `act` (passed through unchanged). */
async function tokenAnswer(page: Page, act: () => Promise<void>): Promise<{ grant: string; access_token: string }> {
  let resolve: (answer: { grant: string; access_token: string }) => void = () => undefined;
  const answer = new Promise<{ grant: string; access_token: string }>((r) => (resolve = r));
  const url = `${PLAYGROUND_OIDC_ISSUER}/token`;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const grant = new URLSearchParams(route.request().postData() ?? '').get('grant_type') ?? '';
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body });
    resolve({ grant, ...(JSON.parse(body) as { access_token: string }) });
  });
  await act();
  const got = await answer;
  await page.unroute(url);
  return got;
}

test('an expired token is refreshed before Send, and the echo receives the new one', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(ECHO);
  await expect(page.locator('.playground form.pg')).toBeVisible();
  await page.locator('#pg-server').selectOption({ label: '/ — This Lectern site, at whatever address it runs' });
  await page.locator('#pg-auth-option').selectOption({ label: 'OpenID Connect token' });
  await page.getByLabel('Client ID').fill(PLAYGROUND_CLIENT_ID);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('input[name="login"]').fill('ada');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const first = await tokenAnswer(page, () => page.getByRole('button', { name: 'Continue' }).click());
  await page.waitForURL(`${baseURL}${ECHO}`);
  await expect(page.locator('#pg-auth-localOidc')).toHaveValue(first.access_token);

  // The provider itself refuses the first token once its lifetime is over.
  expect(await userinfoStatus(first.access_token)).toBe(200);
  await expect.poll(() => userinfoStatus(first.access_token), { timeout: (TTL_SECONDS + 10) * 1000 }).toBe(401);

  const echoed = page.waitForRequest((r) => new URL(r.url()).pathname === '/demo-api/echo');
  const refreshed = await tokenAnswer(page, () => page.getByRole('button', { name: 'Send', exact: true }).click());
  expect(refreshed.grant).toBe('refresh_token');
  expect(refreshed.access_token).not.toBe(first.access_token);
  expect((await echoed).headers().authorization).toBe(`Bearer ${refreshed.access_token}`);
  await expect(page.locator('#pg-auth-localOidc')).toHaveValue(refreshed.access_token);
  await expect(page.locator('.pg-status')).toContainText('200');
});
