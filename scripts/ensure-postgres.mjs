// Makes sure Debian's PostgreSQL server binaries are there for the PostgreSQL run of the agent
// suites (issue 14). As root it installs the distribution package; otherwise it says what to run.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

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
  if (postgresBinDir()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "PostgreSQL is missing. Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends postgresql",
    );
    return false;
  }
  console.log('Installing Debian postgresql for the PostgreSQL run of the agent tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`);
      return false;
    }
  }
  return Boolean(postgresBinDir());
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensurePostgres() ? 0 : 1);
