import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script, shared with scripts/test.mjs; it has no types.
import { postgresBinDir } from '../../scripts/ensure-postgres.mjs';

export type Cluster = { url: string; port: number; stop: () => void };

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A throwaway PostgreSQL cluster for tests: `initdb` in a temporary folder, `pg_ctl start` on a
 * loopback port with a socket in that folder, and `stop` removes it all. initdb refuses to run as
 * root, so as root the cluster belongs to Debian's `postgres` user (the package creates it). Tuned
 * for tests, not durability: no fsync, no full-page writes.
 */
export function startCluster(port: number): Cluster {
  const bin = postgresBinDir() as string | undefined;
  if (!bin) throw new Error('PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (as root it installs it).');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-pg-'));
  const data = path.join(dir, 'data');
  const asOwner = (cmd: string, args: string[]) =>
    isRoot()
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe', cwd: dir });
  if (isRoot()) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  try {
    // C collation: ids compare as bytes, as they do in SQLite.
    asOwner('initdb', ['-D', data, '-U', 'lectern', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
    ];
    asOwner('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options.join(' '), '-w', '-t', '30', 'start']);
  } catch (error) {
    const log = (() => {
      try {
        return readFileSync(path.join(dir, 'server.log'), 'utf8');
      } catch {
        return '';
      }
    })();
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`could not start PostgreSQL on 127.0.0.1:${port}: ${stderr}${log}`, { cause: error });
  }
  return {
    url: `postgres://lectern@127.0.0.1:${port}/postgres`,
    port,
    stop: () => {
      try {
        asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** `psql` on the cluster's maintenance database, for creating and dropping test databases. */
export function psql(adminUrl: string, command: string): string {
  const bin = postgresBinDir() as string;
  return execFileSync(path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', adminUrl, '-c', command], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
