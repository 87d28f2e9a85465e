import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { useTempRuntime } from '../../../test/agent/fixtures';
import { psql } from '../../../test/postgres/cluster';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Db } from './db';
import { openDatabase } from './open';
import type { Database } from './schema';

// The SQLite run checks SQLite; the PostgreSQL run (vitest.postgres.config.ts) checks PostgreSQL.
const admin = process.env.LECTERN_TEST_PG_URL;
const dialect = admin ? 'postgres' : 'sqlite';
const dir = mkdtempSync(path.join(tmpdir(), 'lectern-migrate-'));
const dropped: string[] = [];

/** A fresh, empty database of this run's dialect; `open` gives a handle on it that migrates on first use. */
function freshDatabase(label: string): { open: () => Db; url?: string; dataDir: string } {
  const dataDir = path.join(dir, label);
  if (!admin) return { open: () => openDatabase({ dataDir }), dataDir };
  const name = `migrate_${label}_${process.pid}`;
  psql(admin, `CREATE DATABASE ${name}`);
  dropped.push(name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { open: () => openDatabase({ databaseUrl: url.toString(), dataDir }), url: url.toString(), dataDir };
}

/** Every table, column, type, default and index, in a stable order: what "the same schema" means. */
async function schemaOf(kx: Kysely<Database>): Promise<unknown[]> {
  if (dialect === 'sqlite') {
    return (
      await sql<{ type: string; name: string; sql: string }>`SELECT type, name, sql FROM sqlite_master ORDER BY type, name`.execute(kx)
    ).rows;
  }
  const columns = await sql`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, column_name`.execute(kx);
  const indexes = await sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`.execute(kx);
  return [...columns.rows, ...indexes.rows];
}

afterAll(() => {
  for (const name of dropped) psql(admin!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dir, { recursive: true, force: true });
});

it('the runtime of this run speaks its dialect (the suite really runs on PostgreSQL in the PostgreSQL run)', async () => {
  const env = useTempRuntime();
  expect(env.rt().db.dialect).toBe(dialect);
  expect(await env.rt().db.kx.selectFrom('projects').select('id').execute()).toEqual([{ id: 'default' }]);
  await env.cleanup();
});

describe(`migrations on ${dialect}`, () => {
  it('apply every version once, and a second run changes nothing and fails on nothing', async () => {
    const db = freshDatabase('twice').open();
    // The first query through the handle migrates (lib/agent/db/open.ts).
    await db.kx.selectFrom('orgs').select('id').execute();
    const kx = db.kx as Kysely<Database>;
    const first = await schemaOf(kx);
    expect(first.length).toBeGreaterThan(20);
    expect(await migrate(kx, db.dialect)).toEqual([]);
    expect(await migrate(kx, db.dialect)).toEqual([]);
    expect(await schemaOf(kx)).toEqual(first);
    const versions = await kx.selectFrom('schema_migrations').select('version').orderBy('version').execute();
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    await db.close();
  });

  it('migrates once when two processes open a fresh database at the same moment', async () => {
    const fresh = freshDatabase('race');
    // Real processes: SQLite's write lock is per connection, and a busy wait blocks the whole process.
    const run = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'test/agent/open-database.ts'], {
          env: { ...process.env, DATABASE_URL: fresh.url ?? '', LECTERN_DATA_DIR: fresh.dataDir },
          stdio: 'inherit',
        });
        child.once('exit', resolve);
      });
    expect(await Promise.all([run(), run()])).toEqual([0, 0]);
    const db = fresh.open();
    const versions = await db.kx.selectFrom('schema_migrations').select('version').execute();
    expect(versions).toHaveLength(MIGRATIONS.length);
    await db.close();
  });
});
