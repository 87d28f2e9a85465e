import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import type { RunState } from '../types';

export type MessageView = { id: string; role: 'user' | 'agent'; content: string; run_state: RunState | null; created_at: number };

/** One page of a job's conversation in order, with each user message's run state. */
export function listMessages(rt: AgentRuntime, jobId: string, limit: number, after?: { createdAt: number; id: string }): MessageView[] {
  const params: (string | number)[] = [jobId];
  let sql = `SELECT m.id, m.role, m.content, m.created_at, r.state AS run_state
             FROM agent_messages m LEFT JOIN agent_runs r ON r.message_id = m.id AND m.role = 'user'
             WHERE m.job_id = ?`;
  if (after) {
    sql += ' AND (m.created_at > ? OR (m.created_at = ? AND m.id > ?))';
    params.push(after.createdAt, after.createdAt, after.id);
  }
  sql += ' ORDER BY m.created_at, m.id LIMIT ?';
  params.push(limit);
  return rt.db.all<MessageView>(sql, ...params);
}

/** Records the agent's summary of run `seq` (idempotent: a recovered run cannot add it twice). */
export function insertAgentMessage(rt: AgentRuntime, jobId: string, seq: number, content: string): void {
  rt.db.run(
    `INSERT INTO agent_messages (id, job_id, seq, role, content, created_at) VALUES (?, ?, ?, 'agent', ?, ?) ON CONFLICT (job_id, seq, role) DO NOTHING`,
    newId('msg', rt.now()),
    jobId,
    seq,
    content,
    rt.now(),
  );
}

/** Earlier prompts and summaries of a job, oldest first, for the next run's context (docs/agent-api.md "From prompt to pull request"). */
export function transcriptBefore(rt: AgentRuntime, jobId: string, seq: number): { role: 'user' | 'agent'; content: string }[] {
  return rt.db.all<{ role: 'user' | 'agent'; content: string }>(
    `SELECT role, content FROM agent_messages WHERE job_id = ? AND seq < ? ORDER BY seq, CASE role WHEN 'user' THEN 0 ELSE 1 END`,
    jobId,
    seq,
  );
}
