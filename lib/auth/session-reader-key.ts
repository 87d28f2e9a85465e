import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { Site } from '../site/types';
import type { LecternToken } from './auth.config';
import { buildReaderKey, getSiteGroups } from './reader-key';
import { isSecureContext } from './secure-cookies';
import { SessionCache } from './session-cache';
import { getAuthSettings } from './settings';

/**
 * The reader key (lib/auth/reader-key) of the session a request carries, or undefined when it
 * carries none that decodes (forged, tampered, expired, another secret): that reader is signed out
 * and gets the public page. Reads the session cookie exactly as `auth()` does (lib/auth/auth.ts):
 * the same secret, the same cookie name for the same request, the token's groups as the session
 * callback copies them. Only the cookie header is passed on, so no `Authorization` header is taken
 * for a session. The key is kept with the decoded session: a reader sends the same cookie with every
 * page, and signing the key again (HMAC) would give the same string.
 */
export async function readSessionReaderKey(headers: Pick<Headers, 'get'>, site: Pick<Site, 'routes' | 'nav'>): Promise<string | undefined> {
  const { secret } = getAuthSettings();
  if (!secret) return undefined;
  const session = await readSession(headers, secret);
  if (!session) return undefined;
  const siteGroups = getSiteGroups(site);
  const known = session.key;
  if (known && known.siteGroups === siteGroups && known.secret === secret) return known.value;
  const value = buildReaderKey(session.groups, siteGroups, secret);
  session.key = { siteGroups, secret, value };
  return value;
}

/**
 * The groups of the session a request carries, or undefined when it carries none that decodes:
 * what readSessionReaderKey keys renders by, and what the proxy checks editors by (the jobs page).
 */
export async function readSessionGroups(headers: Pick<Headers, 'get'>): Promise<string[] | undefined> {
  const { secret } = getAuthSettings();
  if (!secret) return undefined;
  return (await readSession(headers, secret))?.groups;
}

/** A decoded session: its groups, and the reader key last built from them (for which site groups, with which secret). */
type Session = { groups: string[]; key?: { siteGroups: ReadonlySet<string>; secret: string; value: string } };

async function readSession(headers: Pick<Headers, 'get'>, secret: string): Promise<Session | undefined> {
  const secureCookie = isSecureContext(
    headers.get('x-forwarded-host') ?? headers.get('host'),
    headers.get('x-forwarded-proto'),
    process.env.NODE_ENV === 'production',
  );
  const cookie = headers.get('cookie') ?? '';
  const id = `${secureCookie ? 's' : 'p'}${cookie}`;
  const now = Date.now();
  const known = decoded.get(id, now);
  if (known) return known;
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie });
  if (!token) return undefined;
  const raw = (token as LecternToken).groups;
  const session: Session = { groups: Array.isArray(raw) ? raw.filter((g): g is string => typeof g === 'string') : [] };
  // A token without an expiry is decoded every time: there is no moment up to which a kept copy is sure to be right.
  if (typeof token.exp === 'number') decoded.set(id, session, token.exp * 1000);
  return session;
}

/**
 * Sessions decoded before, by the exact cookie header (and cookie name) that carried them, at most
 * 1000, each until the token's own expiry (lib/auth/session-cache): decoding a session (key
 * derivation, AES, HMAC) was a tenth of a member request's time (issue 12). The same bytes decode
 * to the same token, so a hit is what decoding again would give.
 */
const decoded = new SessionCache<Session>(1000);
