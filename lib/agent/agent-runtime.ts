import type { EventEmitter } from 'node:events';
import type { Env } from '../env';
import type { Db } from './db/db';

/**
 * What every layer of lib/agent shares in one process: settings, the database and the clock. A type
 * of its own, apart from runtime.ts (which opens it), so the store can name it without importing the
 * module that calls the store.
 */
export type AgentRuntime = {
  env: Env;
  db: Db;
  /** Milliseconds since the epoch; tests swap it to step through rate-limit windows. */
  now: () => number;
  /** Emits `changed` (a job request succeeded) and `deployment`, so a worker in this process wakes at once. */
  events: EventEmitter;
};
