import path from 'node:path';
import { Kysely, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';
import { toDb, type Db, type DialectName } from './db';
import { migrate } from './migrate';
import { openPostgresPool } from './postgres';
import type { Database } from './schema';
import { openSqliteFile } from './sqlite';

export type OpenOptions = {
  /** `postgres://…` selects PostgreSQL; unset, the SQLite file `lectern.db` in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Runs once after migrating and before the first query of the returned handle (default rows). */
  prepare?: (db: Db) => Promise<void>;
};

/**
 * Opens the agent database for this process: PostgreSQL when `databaseUrl` is set, else SQLite in
 * the data folder (`npm run dev` needs no server). Opening is synchronous and connects lazily: the
 * first query migrates the schema and runs `prepare`, and every query waits for that, so callers
 * never see a database that is not migrated.
 */
export function openDatabase(o: OpenOptions): Db {
  const dialectName: DialectName = o.databaseUrl ? 'postgres' : 'sqlite';
  const resource = o.databaseUrl ? openPostgresPool(o.databaseUrl) : openSqliteFile(path.join(o.dataDir, 'lectern.db'));
  const ready = async () => {
    // A second Kysely over the same pool or file, not gated, so migrating cannot wait on itself.
    const setup = toDb(new Kysely<Database>({ dialect: resource.dialect() }), dialectName);
    await migrate(setup.kx, dialectName);
    await o.prepare?.(setup);
  };
  const kx = new Kysely<Database>({ dialect: gated(resource.dialect(), ready) });
  const db = toDb(kx, dialectName);
  return {
    ...db,
    close: async () => {
      await kx.destroy();
      // Kysely closes the pool or file only if it was used; close it either way.
      await resource.close();
    },
  };
}

/** `inner`, whose driver runs `ready` once after connecting and before anything else uses it. */
function gated(inner: Dialect, ready: () => Promise<void>): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: (): Driver => {
      const d = inner.createDriver();
      return {
        init: async () => {
          await d.init();
          await ready();
        },
        acquireConnection: () => d.acquireConnection(),
        beginTransaction: (c: DatabaseConnection, s: TransactionSettings) => d.beginTransaction(c, s),
        commitTransaction: (c: DatabaseConnection) => d.commitTransaction(c),
        rollbackTransaction: (c: DatabaseConnection) => d.rollbackTransaction(c),
        releaseConnection: (c: DatabaseConnection) => d.releaseConnection(c),
        destroy: () => d.destroy(),
      };
    },
  };
}
