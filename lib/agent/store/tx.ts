import type { UpdateResult, DeleteResult, InsertResult } from 'kysely';
import type { AgentRuntime } from '../agent-runtime';

/**
 * Runs `fn` in one write transaction with a runtime whose `db` is that transaction, so every store
 * call made with it joins the transaction (and a nested `inTx` joins it too).
 */
export function inTx<T>(rt: AgentRuntime, fn: (t: AgentRuntime) => Promise<T>): Promise<T> {
  return rt.db.tx((db) => fn(db === rt.db ? rt : { ...rt, db }));
}

/** Rows an update, delete or insert touched, as a number (Kysely reports a bigint). */
export function affected(result: UpdateResult | DeleteResult | InsertResult | undefined): number {
  if (!result) return 0;
  if ('numUpdatedRows' in result) return Number(result.numUpdatedRows);
  if ('numDeletedRows' in result) return Number(result.numDeletedRows);
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
