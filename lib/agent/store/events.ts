import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import { affected } from './tx';

/**
 * Appends an audit/progress event for a job. Callers pass ids, codes and counts only — never
 * prompts, file contents or credentials — so the table is safe to show and to keep (docs/agent-api.md "Security").
 */
export async function recordEvent(
  rt: AgentRuntime,
  jobId: string,
  runId: string | null,
  type: string,
  data?: Record<string, string | number | boolean | null>,
): Promise<void> {
  await rt.db.kx
    .insertInto('agent_events')
    .values({ id: newId('evt', rt.now()), job_id: jobId, run_id: runId, at: rt.now(), type, data_json: data ? JSON.stringify(data) : null })
    .execute();
}

/** Deletes events older than `maxAgeMs` (90 days by default: docs/agent-api.md "Storage"). */
export async function pruneEvents(rt: AgentRuntime, maxAgeMs = 90 * 24 * 3600_000): Promise<number> {
  return affected(
    await rt.db.kx
      .deleteFrom('agent_events')
      .where('at', '<', rt.now() - maxAgeMs)
      .executeTakeFirst(),
  );
}

export type EventRow = { id: string; run_id: string | null; at: number; type: string; data_json: string | null };

/** A job's events after `afterId` (ids sort by time), oldest first, at most `limit`. */
export async function listEvents(rt: AgentRuntime, jobId: string, limit: number, afterId?: string): Promise<EventRow[]> {
  return rt.db.kx
    .selectFrom('agent_events')
    .select(['id', 'run_id', 'at', 'type', 'data_json'])
    .where('job_id', '=', jobId)
    .$if(afterId !== undefined, (qb) => qb.where('id', '>', afterId!))
    .orderBy('id')
    .limit(limit)
    .execute();
}
