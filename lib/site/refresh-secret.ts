import { timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../data-dir-secret';

/**
 * The shared secret of the deployment worker and the serving processes, for `POST /api/site/refresh`
 * (the worker's "a build was published, re-render the pages" call). `LECTERN_REFRESH_SECRET` when
 * set (`configured`), which is how processes on several machines share it; otherwise a file in the
 * data directory, which the worker and the site share on one machine with no setting at all. Like
 * the build marker, this is the contract: nothing here knows about lib/agent.
 */
export function refreshSecret(dataDir: string, configured?: string): string {
  return configured ?? dataDirSecret(dataDir, 'site-refresh.secret');
}

/** Whether an `Authorization` header carries the secret (constant time). */
export function isRefreshAuthorized(header: string | null, dataDir: string, configured?: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(refreshSecret(dataDir, configured));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
