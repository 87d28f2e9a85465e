import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT, importPKCS8, type JWTPayload } from 'jose';
import { expect, test } from '../fixtures';
import { AUTH_ORIGIN, JWT_LOGIN_URL } from '../../playwright.auth.config';

/** A hand-off token signed with the test's key (made in playwright.auth.config.ts), or another key; `iat` now and a fresh `jti`, as Lectern requires. */
async function token(claims: JWTPayload, options: { expiresIn?: string | number; key?: string } = {}): Promise<string> {
  const key = await importPKCS8(options.key ?? process.env.LECTERN_TEST_JWT_PRIVATE_KEY!, 'EdDSA');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(String(claims.sub ?? 'user-1'))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '2m')
    .sign(key);
}

// These tests open pages that must be 404 for the reader (and the fixture has no favicon).
test.beforeEach(({ page }) => {
  (page as unknown as { allow404: boolean }).allow404 = true;
});

test('a signed token signs the reader in with its groups and lands on `redirect`', async ({ page }) => {
  const jwt = await token({ sub: 'u-42', name: 'Jay Beta', email: 'jay@example.test', groups: ['beta'] });
  await page.goto(`/login/jwt-callback?redirect=${encodeURIComponent('/beta/home')}#${jwt}`);
  await page.waitForURL('**/beta/home');
  await expect(page.locator('article h1')).toHaveText('Beta Lab Home');
  expect(page.url()).not.toContain(jwt.slice(0, 20));
  await page.goto('/login');
  await expect(page.getByTestId('login-groups')).toHaveText('Groups: beta');
  expect((await page.goto('/alpha-page'))?.status()).toBe(404);
  // Sign-out ends the session.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.goto('/beta/home'))?.status()).toBe(404);
});

test('an expired token is refused with a clear message', async ({ page }) => {
  const jwt = await token({ sub: 'u-1', groups: ['beta'] }, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
  await page.goto(`/login/jwt-callback?redirect=/beta/home#${jwt}`);
  await page.waitForURL('**/login?**');
  await expect(page.getByTestId('login-error')).toContainText('expired');
  expect((await page.goto('/beta/home'))?.status()).toBe(404);
});

test('a tampered token (groups changed after signing) is refused', async ({ page }) => {
  const jwt = await token({ sub: 'u-1', groups: ['alpha'] });
  const [header, , signature] = jwt.split('.');
  const forged = Buffer.from(JSON.stringify({ sub: 'u-1', groups: ['alpha', 'beta'], exp: Math.floor(Date.now() / 1000) + 120 })).toString(
    'base64url',
  );
  await page.goto(`/login/jwt-callback?redirect=/beta/home#${header}.${forged}.${signature}`);
  await page.waitForURL('**/login?**');
  await expect(page.getByTestId('login-error')).toContainText('refused');
  expect((await page.goto('/beta/home'))?.status()).toBe(404);
});

test('a token signed with another key, or with alg none, is refused', async ({ page }) => {
  const other = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const foreign = await token({ sub: 'u-1', groups: ['beta'] }, { key: other });
  const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'u', groups: ['beta'], exp: 9999999999 })).toString('base64url')}.`;
  for (const jwt of [foreign, none, 'not-a-jwt']) {
    await page.goto(`/login/jwt-callback?redirect=/beta/home#${jwt}`);
    await page.waitForURL('**/login?**');
    await expect(page.getByTestId('login-error')).toContainText('refused');
  }
});

test('a token without groups signs in with no groups, and the sign-in page says so', async ({ page }) => {
  const jwt = await token({ sub: 'u-7', name: 'Gail Groupless' });
  await page.goto(`/login/jwt-callback?redirect=/signed-in#${jwt}`);
  await page.waitForURL('**/signed-in');
  await expect(page.locator('article h1')).toHaveText('Readers only');
  await page.goto('/login');
  await expect(page.getByTestId('login-notice')).toContainText('carried no groups');
});

test('a forged session cookie means signed out with a message, never a 500', async ({ page, context }) => {
  await context.addCookies([
    { name: 'authjs.session-token', value: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..forged.forged.forged', url: AUTH_ORIGIN },
  ]);
  expect((await page.goto('/'))?.status()).toBe(200);
  await page.goto('/login');
  await expect(page.getByTestId('login-notice')).toContainText('could not be read');
  expect((await page.goto('/signed-in'))?.status()).toBe(404);
});

test('signed-out readers are offered the owner login URL with ?redirect=', async ({ page }) => {
  await page.goto('/login?redirect=/beta/home');
  await expect(page.getByRole('link', { name: 'Sign in with your account' })).toHaveAttribute(
    'href',
    `${JWT_LOGIN_URL}?redirect=%2Fbeta%2Fhome`,
  );
  // The navbar's sign-in link carries the page the reader is on.
  await page.goto('/team/open');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login?redirect=%2Fteam%2Fopen');
});
