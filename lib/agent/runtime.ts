import 'server-only';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { getEnv, resetEnv } from '../env';
import type { AgentRuntime } from './agent-runtime';
import { openSqlite } from './db/sqlite';
import { ensureDefaults } from './store/projects';

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
