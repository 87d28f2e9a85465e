// Makes sure Debian's PostgreSQL server binaries are there for the PostgreSQL run of the agent
// suites (issue 14). As root it installs the distribution package; otherwise it says what to run.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const ROOT = '/usr/lib/postgresql';

/** The folder with `initdb` and `pg_ctl` (the newest installed major version), or undefined. */
export function postgresBinDir() {
  if (process.env.LECTERN_PG_BIN)
    return existsSync(path.join(process.env.LECTERN_PG_BIN, 'initdb')) ? process.env.LECTERN_PG_BIN : undefined;
  const versions = existsSync(ROOT) ? readdirSync(ROOT).filter((v) => existsSync(path.join(ROOT, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(ROOT, newest, 'bin') : undefined;
}

export function ensurePostgres() {
  return ensureDebianPackage('postgresql', () => Boolean(postgresBinDir()), 'the PostgreSQL run of the agent tests');
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensurePostgres() ? 0 : 1);
