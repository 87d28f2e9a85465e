import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../fixtures';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';
import { handoffCsrf, handoffToken, postHandoff, setsSession } from './signin-helpers';

/**
 * Login CSRF on `POST /login/jwt`: a page on another site posts the *attacker's* valid token,
 * and the reader's browser would be signed in as the attacker. The hand-off must come from this
 * site (Sec-Fetch-Site / Origin) and carry the double-submit CSRF token; otherwise 403
 * problem+json and no session cookie.
 */
test('GET /login/jwt hands out a CSRF token in the body and an HttpOnly, SameSite=Strict cookie', async () => {
  const response = await fetch(`${AUTH_ORIGIN}/login/jwt`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('no-store');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  expect(csrfToken).toMatch(/^[\w-]{43}$/);
  const [cookie] = response.headers.getSetCookie();
  // Plain http on loopback cannot hold a Secure / __Host- cookie; over https the name is __Host-….
  expect(cookie).toMatch(new RegExp(`^lectern\\.handoff-csrf=${csrfToken}; Path=/; HttpOnly; SameSite=Strict; Max-Age=\\d+$`));
});

test('a hand-off from this site with the CSRF token signs in', async () => {
  const response = await postHandoff(await handoffToken());
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, location: '/' });
  expect(setsSession(response)).toBe(true);
  // The CSRF token is spent with the hand-off.
  expect(response.headers.getSetCookie()).toContainEqual(
    expect.stringMatching(/^lectern\.handoff-csrf=; .*Expires=Thu, 01 Jan 1970 00:00:00 GMT/),
  );
});

test('a hand-off that is cross-site or lacks the CSRF token is refused with 403 problem+json and no session', async () => {
  // One valid token for every refused attempt: each is refused before the token is even read.
  const token = await handoffToken({ sub: 'attacker' });
  const other = await handoffCsrf();
  const cases: [string, Record<string, string>][] = [
    ['Origin of another site', { origin: 'https://evil.invalid', 'sec-fetch-site': '' }],
    ['Sec-Fetch-Site cross-site', { origin: 'https://evil.invalid', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { origin: 'http://sub.localhost:3241', 'sec-fetch-site': 'same-site' }],
    ['Origin null', { origin: 'null', 'sec-fetch-site': '' }],
    ['neither Origin nor Sec-Fetch-Site', { origin: '', 'sec-fetch-site': '' }],
    ['no CSRF header', { 'x-lectern-csrf': '' }],
    ['no CSRF cookie', { cookie: '' }],
    ['a CSRF header from another GET', { 'x-lectern-csrf': other.token }],
  ];
  for (const [name, headers] of cases) {
    const response = await postHandoff(token, '/', headers);
    expect(response.status, name).toBe(403);
    expect(response.headers.get('content-type'), name).toBe('application/problem+json');
    expect(await response.json(), name).toMatchObject({ status: 403, code: 'cross_site_request' });
    expect(setsSession(response), name).toBe(false);
  }
  // The token was never spent: the same one still works from this site.
  expect(setsSession(await postHandoff(token))).toBe(true);
});

test.describe('in Chromium', () => {
  let attacker: Server;
  let attackerOrigin: string;
  let attackerToken: string;

  test.beforeAll(async () => {
    // The attacker's own site (another origin, on loopback): a page that posts the attacker's
    // valid token to the docs site in a form the browser submits as a top-level navigation.
    attackerToken = await handoffToken({ sub: 'attacker', name: 'Mallory Attacker' });
    const field = JSON.stringify({ token: attackerToken, redirect: '/', pad: '' }).slice(0, -2);
    const html = `<!doctype html><title>Win a prize</title>
      <form method="POST" action="${AUTH_ORIGIN}/login/jwt" enctype="text/plain"><input type="hidden" name='${field}' value='"}'></form>
      <script>document.forms[0].submit()</script>`;
    attacker = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  test("an attacker's page posting its token does not sign the reader in", async ({ page, pageErrors }) => {
    // The refused POST is shown as a document, and Chromium then asks for /favicon.ico, which the fixture lacks.
    (page as unknown as { allow404: boolean }).allow404 = true;
    const posted = page.waitForResponse((r) => r.url() === `${AUTH_ORIGIN}/login/jwt` && r.request().method() === 'POST');
    await page.goto(attackerOrigin);
    const response = await posted;
    expect(response.status()).toBe(403);
    expect(await page.context().cookies(AUTH_ORIGIN)).not.toContainEqual(expect.objectContaining({ name: 'authjs.session-token' }));
    await page.goto('/login');
    await expect(page.locator('article h1')).toHaveText('Sign in');
    await expect(page.getByTestId('login-account')).toHaveCount(0);
    // Chromium logs the refused navigation's status; that 403 is the behaviour under test.
    const refused = pageErrors.findIndex((e) => /status of 403/.test(e));
    if (refused >= 0) pageErrors.splice(refused, 1);
  });

  test('the hand-off page itself still signs the reader in', async ({ page }) => {
    await page.goto(`/login/jwt-callback?redirect=/signed-in#${await handoffToken({ name: 'Rita Reader' })}`);
    await page.waitForURL((url) => url.pathname === '/signed-in');
    await page.goto('/login');
    await expect(page.getByTestId('login-account')).toContainText('Rita Reader');
  });
});
