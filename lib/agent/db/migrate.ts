import { sql, type Kysely } from 'kysely';
import type { DialectName } from './db';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

// Any fixed number: every process that migrates a PostgreSQL database takes this lock first.
const MIGRATION_LOCK = 1_414_000_014;

/**
 * Applies every migration newer than the recorded versions, in one transaction that first takes
 * the write lock (`BEGIN IMMEDIATE` on SQLite, an advisory lock on PostgreSQL), so processes that
 * start together migrate once. Versions are recorded in `schema_migrations`, as they always were,
 * so a data folder made before Kysely opens as it is.
 */
export async function migrate(kx: Kysely<Database>, dialect: DialectName): Promise<number[]> {
  return kx.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`.execute(
      trx,
    );
    const done = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const statement of splitStatements(m.sql)) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: m.version, name: m.name, applied_at: Date.now() }).execute();
      applied.push(m.version);
    }
    return applied;
  });
}

/** One migration's SQL as single statements: SQLite prepares one statement at a time. */
export function splitStatements(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
