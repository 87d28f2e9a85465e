import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The store's handle on the database: a Kysely instance (or the transaction it runs in), which
 * dialect it speaks, and write transactions. Inside `tx` the handle passed to `fn` is the
 * transaction's; a nested `tx` joins it, so store functions compose without knowing who began it.
 */
export interface Db {
  kx: Kysely<Database> | Transaction<Database>;
  dialect: DialectName;
  /** A write transaction: `BEGIN IMMEDIATE` on SQLite (the write lock up front, so it cannot deadlock). */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Closes the pool or file; a no-op inside a transaction. */
  close(): Promise<void>;
}

/** Wraps a Kysely instance as a `Db`; transactions hand `fn` a `Db` over the transaction. */
export function toDb(kx: Kysely<Database>, dialect: DialectName): Db {
  return {
    kx,
    dialect,
    tx: (fn) => kx.transaction().execute((trx) => fn(inTransaction(trx, dialect))),
    close: () => kx.destroy(),
  };
}

function inTransaction(trx: Transaction<Database>, dialect: DialectName): Db {
  const db: Db = { kx: trx, dialect, tx: (fn) => fn(db), close: async () => {} };
  return db;
}
