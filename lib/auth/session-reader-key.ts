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
  const secureCookie = isSecureContext(
    headers.get('x-forwarded-host') ?? headers.get('host'),
    headers.get('x-forwarded-proto'),
    process.env.NODE_ENV === 'production',
  );
  const token = await getToken({ req: { headers: new Headers({ cookie: headers.get('cookie') ?? '' }) }, secret, secureCookie });
  if (!token) return undefined;
  const groups = (token as LecternToken).groups;
  const strings = Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
  return buildReaderKey(strings, getSiteGroups(site), secret);
}
