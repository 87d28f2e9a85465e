import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

type Param = string | number | bigint | null | Buffer;
/**
 * Positional values for `?`s, or one object for `:name` placeholders, bound by better-sqlite3 itself
 * (a statement that uses one value several times names it once; a missing name is its error).
 */
type Params = Param[] | [Record<string, Param>];

/**
 * The store's view of the database: parameterised SQL with `?` or `:name` placeholders and synchronous,
 * serialised write transactions. Kept this small so a Postgres adapter only has to provide these.
 */
export interface Db {
  run(sql: string, ...params: Params): { changes: number };
  get<T>(sql: string, ...params: Params): T | undefined;
  all<T>(sql: string, ...params: Params): T[];
  /** A write transaction (`BEGIN IMMEDIATE`): take the write lock up front so it cannot deadlock. */
  tx<T>(fn: () => T): T;
  close(): void;
}

/**
 * Opens (creating if needed) the SQLite database at `file` in WAL mode with a busy timeout, and
 * applies pending migrations. WAL lets the API read while a worker process writes.
 */
export function openSqlite(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  return {
    run: (sql, ...params) => ({ changes: prepare(sql).run(...params).changes }),
    get: <T>(sql: string, ...params: Params) => prepare(sql).get(...params) as T | undefined,
    all: <T>(sql: string, ...params: Params) => prepare(sql).all(...params) as T[],
    tx: (fn) => (db.inTransaction ? db.transaction(fn)() : db.transaction(fn).immediate()),
    close: () => db.close(),
  };
}

/** Applies every migration newer than the recorded version, each in its own transaction. */
function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
  const apply = db.transaction((m: (typeof MIGRATIONS)[number]) => {
    // Another process may have migrated between our check and our lock: check again inside it.
    if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version)) return;
    db.exec(m.sql);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, Date.now());
  });
  for (const m of MIGRATIONS) {
    if (!db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version)) apply.immediate(m);
  }
}
