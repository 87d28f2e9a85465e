import 'server-only';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { cache } from 'react';
import type { Session } from 'next-auth';
import type { Site } from '../site/types';
import { hasGating } from './access';
import { auth } from './auth';
import { getAuthSettings } from './settings';
import { ANONYMOUS, type Viewer } from './viewer';

/**
 * The reader of the current request, read once per request (React `cache`). Reads cookies, so
 * calling it makes the caller dynamic: static pages must not call it (see hasGating). Never
 * throws: any failure to read a session is a signed-out reader, and a session cookie that no
 * longer decodes (forged, tampered, expired, secret rotated) is reported as a notice.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const jar = await cookies();
  if (!getAuthSettings().enabled) return ANONYMOUS;
  let session: Session | null = null;
  try {
    session = await auth();
  } catch (error) {
    console.error('lectern auth: could not read the session:', error);
  }
  if (!session?.user) {
    const hadCookie = jar.getAll().some((c) => /authjs\.session-token/.test(c.name));
    return hadCookie ? { ...ANONYMOUS, notice: 'session-invalid' } : ANONYMOUS;
  }
  const extra = session as { groups?: unknown; groupsMissing?: boolean };
  const groups = Array.isArray(extra.groups) ? extra.groups.filter((g): g is string => typeof g === 'string') : [];
  return {
    signedIn: true,
    name: session.user.name ?? undefined,
    email: session.user.email ?? undefined,
    groups,
    ...(extra.groupsMissing ? { notice: 'no-groups-claim' as const } : {}),
  };
});

/**
 * The reader a render or response is for: the signed-out reader on a site without gating (no
 * cookie read, so static pages stay static), the request's reader otherwise (and the caller
 * becomes dynamic). The one way pages, the playground slot and data routes pick their viewer.
 */
export async function getViewerFor(site: Pick<Site, 'routes' | 'config'>): Promise<Viewer> {
  if (!hasGating(site)) return ANONYMOUS;
  await connection();
  return getViewer();
}
