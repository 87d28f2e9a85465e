import pg from 'pg';
import { PostgresDialect } from 'kysely';

const INT8_OID = 20;

/**
 * BIGINT (our millisecond timestamps, and COUNT(*)) arrives from `pg` as a string by default, to
 * keep values past 2^53 exact. Ours stay far below that, and the store expects numbers, as SQLite
 * gives them.
 */
function bigintAsNumber(): InstanceType<typeof pg.TypeOverrides> {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, (value: string) => Number(value));
  return types;
}

/** A connection pool on `url` and a Kysely dialect over it (`DATABASE_URL=postgres://…`). */
export function openPostgresPool(url: string): { dialect: () => PostgresDialect; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, types: bigintAsNumber(), max: 10 });
  // An idle client whose server went away emits `error`; without a listener that would crash the process.
  pool.on('error', () => {});
  return {
    dialect: () => new PostgresDialect({ pool }),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
