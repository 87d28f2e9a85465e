import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The request header the hand-off page sends the token in. */
export const HANDOFF_CSRF_HEADER = 'x-lectern-csrf';
/** How long a hand-off page may take between fetching its token and posting the JWT. */
const MAX_AGE_S = 10 * 60;

/**
 * The cookie of the hand-off's double-submit CSRF token. `__Host-` where the cookie can be
 * `Secure` (https): the prefix forbids a `Domain`, so a sibling subdomain cannot plant a token
 * of its choosing. On plain-http loopback (local tests) the prefix is impossible, so the name is plain.
 */
export function handoffCsrfCookieName(secure: boolean): string {
  return secure ? '__Host-lectern.handoff-csrf' : 'lectern.handoff-csrf';
}

/**
 * A fresh token and the Set-Cookie value that carries it: HttpOnly (page scripts, including an
 * injected one, never read it back from the cookie), SameSite=Strict (never sent on a request a
 * cross-site page starts), Path=/ as `__Host-` requires.
 */
export function issueHandoffCsrf(secure: boolean): { token: string; setCookie: string } {
  const token = randomBytes(32).toString('base64url');
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${MAX_AGE_S}`, ...(secure ? ['Secure'] : [])];
  return { token, setCookie: [`${handoffCsrfCookieName(secure)}=${token}`, ...attributes].join('; ') };
}

/**
 * The Set-Cookie value that removes the token once used, so each one serves a single hand-off.
 * Expires in the past as well as Max-Age=0: when the response also sets the session cookie, Next
 * re-serialises every Set-Cookie header and drops a zero Max-Age.
 */
export function clearHandoffCsrf(secure: boolean): string {
  return [
    `${handoffCsrfCookieName(secure)}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Whether the request carries the same token in the cookie and in the header (double submit): a
 * cross-site page can make a browser send the cookie (not even that, with SameSite=Strict) but
 * can never read it, so it cannot put the value in the header. Compared in constant time.
 */
export function hasHandoffCsrf(headers: Headers, secure: boolean): boolean {
  const sent = headers.get(HANDOFF_CSRF_HEADER) ?? '';
  const stored = readCookie(headers.get('cookie') ?? '', handoffCsrfCookieName(secure)) ?? '';
  const a = Buffer.from(sent);
  const b = Buffer.from(stored);
  return a.length >= 32 && a.length === b.length && timingSafeEqual(a, b);
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
