import 'server-only';
import { EventEmitter } from 'node:events';
import { getEnv, resetEnv } from '../env';
import type { AgentRuntime } from './agent-runtime';
import { openDatabase } from './db/open';
import { ensureDefaults } from './store/projects';

let runtime: AgentRuntime | undefined;

/**
 * The runtime of this process, opened on first use: PostgreSQL when `DATABASE_URL` is set, else
 * SQLite under the data directory. Its first query migrates the schema and adds the `default` org
 * and project, so a fresh checkout works with no setup.
 */
export function getRuntime(): AgentRuntime {
  if (!runtime) {
    const env = getEnv();
    const base = { env, now: Date.now, events: new EventEmitter() };
    const db = openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      prepare: (setup) => ensureDefaults({ ...base, db: setup }),
    });
    runtime = { ...base, db };
  }
  return runtime;
}

/**
 * Closes the database and forgets settings, so tests can point the next runtime elsewhere. Await
 * it where the pool must be gone (a PostgreSQL database about to be dropped).
 */
export async function resetRuntime(): Promise<void> {
  const db = runtime?.db;
  runtime = undefined;
  resetEnv();
  await db?.close();
}

/** Replaces the clock (tests only). */
export function setClock(now: () => number): void {
  getRuntime().now = now;
}
