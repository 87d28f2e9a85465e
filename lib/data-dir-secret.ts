import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A random secret kept in the data directory as `file` (32 bytes, base64url, mode 0600), created
 * by whichever process needs it first. Processes that share the data directory (the site, the
 * worker, the CLI) thereby share the secret with no setting to configure; deleting the file
 * rotates it.
 */
export function dataDirSecret(dataDir: string, file: string): string {
  const full = path.join(dataDir, file);
  try {
    return readFileSync(full, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(full, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Created by the other process meanwhile: read theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(full, 'utf8').trim();
}
