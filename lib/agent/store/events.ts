import { newId } from '../ids';
import type { AgentRuntime } from '../runtime';

/**
 * Appends an audit/progress event for a job. Callers pass ids, codes and counts only — never
 * prompts, file contents or credentials — so the table is safe to show and to keep (docs/agent-api.md "Security").
 */
export function recordEvent(rt: AgentRuntime, jobId: string, runId: string | null, type: string, data?: Record<string, string | number | boolean | null>): void {
  rt.db.run('INSERT INTO agent_events (id, job_id, run_id, at, type, data_json) VALUES (?, ?, ?, ?, ?, ?)', newId('evt', rt.now()), jobId, runId, rt.now(), type, data ? JSON.stringify(data) : null);
}

/** Deletes events older than `maxAgeMs` (90 days by default: docs/agent-api.md "Storage"). */
export function pruneEvents(rt: AgentRuntime, maxAgeMs = 90 * 24 * 3600_000): number {
  return rt.db.run('DELETE FROM agent_events WHERE at < ?', rt.now() - maxAgeMs).changes;
}
