import { randomUUID } from 'node:crypto';
import { SignJWT, importPKCS8, type JWTPayload } from 'jose';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';

/**
 * A valid hand-off token for the auth fixture, signed with the key pair made in
 * playwright.auth.config.ts: `sub`, `iat`, a fresh `jti` and a two-minute `exp` unless overridden.
 */
export async function handoffToken(claims: JWTPayload = {}): Promise<string> {
  const key = await importPKCS8(process.env.LECTERN_TEST_JWT_PRIVATE_KEY!, 'EdDSA');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: 'attack-test', jti: randomUUID(), iat: now, exp: now + 120, ...claims })
    .setProtectedHeader({ alg: 'EdDSA' })
    .sign(key);
}

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Whether a response sets a session cookie (Auth.js names it `authjs.session-token`, `__Secure-` over https). */
export function setsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((c) => /^(__Secure-)?authjs\.session-token=[^;]/.test(c));
}

/** Whether `location` can only take a browser to a page of the fixture site. */
export function staysOnSite(location: string): boolean {
  return (
    location.startsWith('/') &&
    !location.startsWith('//') &&
    !location.includes('\\') &&
    new URL(location, AUTH_ORIGIN).origin === AUTH_ORIGIN
  );
}

/** A CSRF token of the hand-off, as the callback page gets it: `GET /login/jwt` (body + cookie). */
export async function handoffCsrf(): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${AUTH_ORIGIN}/login/jwt`);
  if (!response.ok) throw new Error(`GET /login/jwt answered ${response.status}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { token: csrfToken, cookie: cookiesOf(response) };
}

/**
 * `POST /login/jwt` as the hand-off page sends it from this site (Origin, Sec-Fetch-Site and the
 * double-submit token), with `headers` added or overriding (an empty value removes a header).
 */
export async function postHandoff(token: string, redirect = '/', headers: Record<string, string> = {}): Promise<Response> {
  const csrf = await handoffCsrf();
  const all: Record<string, string> = {
    'content-type': 'application/json',
    origin: AUTH_ORIGIN,
    'sec-fetch-site': 'same-origin',
    cookie: csrf.cookie,
    'x-lectern-csrf': csrf.token,
    ...headers,
  };
  for (const [name, value] of Object.entries(all)) if (value === '') delete all[name];
  return fetch(`${AUTH_ORIGIN}/login/jwt`, { method: 'POST', headers: all, body: JSON.stringify({ token, redirect }) });
}
