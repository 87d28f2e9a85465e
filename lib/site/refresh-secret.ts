import { timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../data-dir-secret';

/**
 * The shared secret of the deployment worker and the serving process, for `POST /api/site/refresh`
 * (the worker's "a build was published, re-render the pages" call). It lives in the data
 * directory both already share (see dataDirSecret), so no setting is needed. Like the build
 * marker, the file is the contract: nothing here knows about lib/agent.
 */
export function refreshSecret(dataDir: string): string {
  return dataDirSecret(dataDir, 'site-refresh.secret');
}

/** Whether an `Authorization` header carries the secret (constant time). */
export function isRefreshAuthorized(header: string | null, dataDir: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(refreshSecret(dataDir));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
