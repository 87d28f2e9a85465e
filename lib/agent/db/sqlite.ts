import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's SQLite driver, except that a transaction begins `IMMEDIATE`: the API and a worker
 * process share the file, and a deferred transaction that later upgrades to a write can fail with
 * SQLITE_BUSY at once (the busy timeout does not apply to an upgrade), where an immediate one waits.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly handle: Database.Database) {
    super({ database: handle });
  }
  createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.handle });
  }
}

/**
 * Opens (creating if needed) the SQLite file at `file` in WAL mode with a busy timeout, and returns
 * a Kysely dialect over it. WAL lets the API read while a worker process writes.
 */
export function openSqliteFile(file: string): { dialect: () => SqliteDialect; close: () => Promise<void> | void } {
  mkdirSync(path.dirname(file), { recursive: true });
  const handle = new Database(file);
  handle.pragma('journal_mode = WAL');
  handle.pragma('busy_timeout = 5000');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('foreign_keys = ON');
  return { dialect: () => new ImmediateSqliteDialect(handle), close: () => void (handle.open && handle.close()) };
}
