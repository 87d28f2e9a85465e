import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'site-refresh.secret';

/**
 * The shared secret of the deployment worker and the serving process, for `POST /api/site/refresh`
 * (the worker's "a build was published, re-render the pages" call). It lives in the data
 * directory both already share, created by whichever needs it first (mode 0600), so no setting is
 * needed. Like the build marker, the file is the contract: nothing here knows about lib/agent.
 */
export function refreshSecret(dataDir: string): string {
  const file = path.join(dataDir, FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Created by the other process meanwhile: read theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** Whether an `Authorization` header carries the secret (constant time). */
export function isRefreshAuthorized(header: string | null, dataDir: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(refreshSecret(dataDir));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
