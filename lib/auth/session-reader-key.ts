import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { Site } from '../site/types';
import type { LecternToken } from './auth.config';
import { buildReaderKey, getSiteGroups } from './reader-key';
import { isSecureContext } from './secure-cookies';
import { getAuthSettings } from './settings';

/**
 * The reader key (lib/auth/reader-key) of the session a request carries, or undefined when it
 * carries none that decodes (forged, tampered, expired, another secret): that reader is signed out
 * and gets the public page. Reads the session cookie exactly as `auth()` does (lib/auth/auth.ts):
 * the same secret, the same cookie name for the same request, the token's groups as the session
 * callback copies them. Only the cookie header is passed on, so no `Authorization` header is taken
 * for a session.
 */
export async function readSessionReaderKey(headers: Headers, site: Pick<Site, 'routes' | 'nav'>): Promise<string | undefined> {
  const { secret } = getAuthSettings();
  if (!secret) return undefined;
  const groups = await readSessionGroups(headers);
  return groups && buildReaderKey(groups, getSiteGroups(site), secret);
}

/**
 * The groups of the session a request carries, or undefined when it carries none that decodes:
 * what readSessionReaderKey keys renders by, and what the proxy checks editors by (the jobs page).
 */
export async function readSessionGroups(headers: Headers): Promise<string[] | undefined> {
  const { secret } = getAuthSettings();
  if (!secret) return undefined;
  const secureCookie = isSecureContext(
    headers.get('x-forwarded-host') ?? headers.get('host'),
    headers.get('x-forwarded-proto'),
    process.env.NODE_ENV === 'production',
  );
  const cookie = headers.get('cookie') ?? '';
  const id = `${secureCookie ? 's' : 'p'}${cookie}`;
  const known = decoded.get(id);
  if (known && known.until > Date.now()) {
    // Most recently used last, so the entry dropped first is the one unused the longest.
    decoded.delete(id);
    decoded.set(id, known);
    return known.groups;
  }
  decoded.delete(id);
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie });
  if (!token) return undefined;
  const raw = (token as LecternToken).groups;
  const groups = Array.isArray(raw) ? raw.filter((g): g is string => typeof g === 'string') : [];
  if (typeof token.exp === 'number') {
    decoded.set(id, { groups, until: token.exp * 1000 });
    if (decoded.size > MAX_DECODED) decoded.delete(decoded.keys().next().value!);
  }
  return groups;
}

/** How many decoded sessions a server keeps; past it, the one unused the longest is dropped. */
const MAX_DECODED = 1000;

/**
 * Sessions decoded before, by the exact cookie header (and cookie name) that carried them: a
 * reader sends the same cookie with every page, and decoding it (key derivation, AES, HMAC) was
 * a tenth of a member request's time (issue 12). The same bytes decode to the same token, so a
 * hit is what decoding again would give, until the token's own expiry.
 */
const decoded = new Map<string, { groups: string[]; until: number }>();
