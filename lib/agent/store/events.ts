import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';

/**
 * Appends an audit/progress event for a job. Callers pass ids, codes and counts only — never
 * prompts, file contents or credentials — so the table is safe to show and to keep (docs/agent-api.md "Security").
 */
export function recordEvent(
  rt: AgentRuntime,
  jobId: string,
  runId: string | null,
  type: string,
  data?: Record<string, string | number | boolean | null>,
): void {
  rt.db.run(
    'INSERT INTO agent_events (id, job_id, run_id, at, type, data_json) VALUES (?, ?, ?, ?, ?, ?)',
    newId('evt', rt.now()),
    jobId,
    runId,
    rt.now(),
    type,
    data ? JSON.stringify(data) : null,
  );
}

/** Deletes events older than `maxAgeMs` (90 days by default: docs/agent-api.md "Storage"). */
export function pruneEvents(rt: AgentRuntime, maxAgeMs = 90 * 24 * 3600_000): number {
  return rt.db.run('DELETE FROM agent_events WHERE at < ?', rt.now() - maxAgeMs).changes;
}

export type EventRow = { id: string; run_id: string | null; at: number; type: string; data_json: string | null };

/** A job's events after `afterId` (ids sort by time), oldest first, at most `limit`. */
export function listEvents(rt: AgentRuntime, jobId: string, limit: number, afterId?: string): EventRow[] {
  return afterId
    ? rt.db.all<EventRow>(
        'SELECT id, run_id, at, type, data_json FROM agent_events WHERE job_id = ? AND id > ? ORDER BY id LIMIT ?',
        jobId,
        afterId,
        limit,
      )
    : rt.db.all<EventRow>('SELECT id, run_id, at, type, data_json FROM agent_events WHERE job_id = ? ORDER BY id LIMIT ?', jobId, limit);
}
