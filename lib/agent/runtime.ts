import 'server-only';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { getEnv, resetEnv, type Env } from '../env';
import { openSqlite, type Db } from './db/sqlite';
import { ensureDefaults } from './store/projects';

/** What every layer of lib/agent shares in one process: settings, the database and the clock. */
export type AgentRuntime = {
  env: Env;
  db: Db;
  /** Milliseconds since the epoch; tests swap it to step through rate-limit windows. */
  now: () => number;
  /** Emits `changed` (a job request succeeded) and `deployment`, so a worker in this process wakes at once. */
  events: EventEmitter;
};

let runtime: AgentRuntime | undefined;

/**
 * The runtime of this process, opened on first use: the database under the data directory
 * (migrated) and the `default` org and project, so a fresh checkout works with no setup.
 */
export function getRuntime(): AgentRuntime {
  if (!runtime) {
    const env = getEnv();
    const db = openSqlite(path.join(env.dataDir, 'lectern.db'));
    runtime = { env, db, now: Date.now, events: new EventEmitter() };
    ensureDefaults(runtime);
  }
  return runtime;
}

/** Closes the database and forgets settings, so tests can point the next runtime elsewhere. */
export function resetRuntime(): void {
  runtime?.db.close();
  runtime = undefined;
  resetEnv();
}

/** Replaces the clock (tests only). */
export function setClock(now: () => number): void {
  getRuntime().now = now;
}
