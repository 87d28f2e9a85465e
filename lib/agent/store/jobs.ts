import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import { enqueueWebhook } from './webhooks';
import type { JobRow, JobStatus, RunState } from '../types';

/**
 * The working branch of a job's n-th generation: `docs-agent/<job id>[-n]` (docs/agent-api.md "Resources").
 * The whole id, not a prefix: a ULID's first characters are its timestamp, so prefixes of jobs
 * created in the same second collide.
 */
export function branchName(jobId: string, generation: number): string {
  const base = `docs-agent/${jobId}`;
  return generation > 1 ? `${base}-${generation}` : base;
}

export function getJob(rt: AgentRuntime, projectId: string, id: string): JobRow | undefined {
  return rt.db.get<JobRow>('SELECT * FROM agent_jobs WHERE id = ? AND project_id = ?', id, projectId);
}

export function getJobById(rt: AgentRuntime, id: string): JobRow | undefined {
  return rt.db.get<JobRow>('SELECT * FROM agent_jobs WHERE id = ?', id);
}

export type NewJob = {
  projectId: string;
  repository: string;
  baseBranch: string;
  model: string;
  prompt: string;
  maxAttempts: number;
  /** Told when the job completes or fails (store/webhooks.ts). */
  webhookUrl?: string;
};

/** Inserts a job with its first user message and queued run #1. Call inside a transaction. */
export function insertJob(rt: AgentRuntime, j: NewJob): JobRow {
  const now = rt.now();
  const id = newId('job', now);
  rt.db.run(
    `INSERT INTO agent_jobs (id, project_id, status, repository, working_branch, base_branch, model, webhook_url, created_at, updated_at)
     VALUES (?, ?, 'active', ?, ?, ?, ?, ?, ?, ?)`,
    id,
    j.projectId,
    j.repository,
    branchName(id, 1),
    j.baseBranch,
    j.model,
    j.webhookUrl ?? null,
    now,
    now,
  );
  insertRun(rt, { jobId: id, projectId: j.projectId, seq: 1, prompt: j.prompt, maxAttempts: j.maxAttempts });
  return getJobById(rt, id)!;
}

/** Appends a user message and its queued run with the next seq. Call inside a transaction. */
export function insertRun(
  rt: AgentRuntime,
  a: { jobId: string; projectId: string; seq: number; prompt: string; maxAttempts: number },
): void {
  const now = rt.now();
  const messageId = newId('msg', now);
  rt.db.run(
    `INSERT INTO agent_messages (id, job_id, seq, role, content, created_at) VALUES (?, ?, ?, 'user', ?, ?)`,
    messageId,
    a.jobId,
    a.seq,
    a.prompt,
    now,
  );
  rt.db.run(
    `INSERT INTO agent_runs (id, job_id, project_id, message_id, seq, state, max_attempts, run_after) VALUES (?, ?, ?, ?, ?, 'queued', ?, ?)`,
    newId('run', now),
    a.jobId,
    a.projectId,
    messageId,
    a.seq,
    a.maxAttempts,
    now,
  );
}

type RunSummary = { seq: number; state: RunState; error_code: string | null; error_message: string | null };

/**
 * Derives the public status, `pendingMessages` and `error` from the job's runs and archive flag,
 * and bumps `version` (the ETag). Called in the same transaction as every run transition, so the
 * stored status never disagrees with the runs (docs/agent-api.md "Job states").
 */
export function recomputeJob(rt: AgentRuntime, jobId: string): void {
  const job = getJobById(rt, jobId);
  if (!job) return;
  const runs = rt.db.all<RunSummary>('SELECT seq, state, error_code, error_message FROM agent_runs WHERE job_id = ? ORDER BY seq', jobId);
  const queued = runs.filter((r) => r.state === 'queued').length;
  const running = runs.some((r) => r.state === 'running');
  const lastDone = runs.filter((r) => r.state === 'succeeded' || r.state === 'failed').at(-1);
  let status: JobStatus;
  if (job.archived_at !== null) status = 'archived';
  else if (queued > 0 || running) status = 'active';
  else status = lastDone?.state === 'failed' ? 'failed' : 'completed';
  const failed = lastDone?.state === 'failed' ? lastDone : undefined;
  const pending = queued - (running ? 0 : Math.min(1, queued));
  rt.db.run(
    `UPDATE agent_jobs SET status = ?, pending_messages = ?, error_code = ?, error_message = ?, updated_at = ?, version = version + 1 WHERE id = ?`,
    status,
    pending,
    failed?.error_code ?? null,
    failed?.error_message ?? null,
    rt.now(),
    jobId,
  );
  // The one place a job ends, so the one place its webhook is queued: once per transition, in the
  // same transaction, so a crash cannot lose the event or send it twice.
  if (job.status === 'active' && (status === 'completed' || status === 'failed') && job.webhook_url) {
    enqueueWebhook(rt, { jobId, projectId: job.project_id, url: job.webhook_url, event: `job.${status}` });
  }
}

export type ListQuery = { projectId: string; statuses: JobStatus[]; limit: number; after?: { createdAt: number; id: string } };

/** One page of jobs, newest first, keyed by `(created_at, id)` so pages never skip or repeat. */
export function listJobs(rt: AgentRuntime, q: ListQuery): JobRow[] {
  const marks = q.statuses.map(() => '?').join(', ');
  const params: (string | number)[] = [q.projectId, ...q.statuses];
  let sql = `SELECT * FROM agent_jobs WHERE project_id = ? AND status IN (${marks})`;
  if (q.after) {
    sql += ' AND (created_at < ? OR (created_at = ? AND id < ?))';
    params.push(q.after.createdAt, q.after.createdAt, q.after.id);
  }
  sql += ' ORDER BY created_at DESC, id DESC LIMIT ?';
  params.push(q.limit);
  return rt.db.all<JobRow>(sql, ...params);
}

/**
 * Runs waiting in a project's queue, counted up to `cap` only (docs/agent-api.md "Errors: problem+json"): the answer is
 * only ever compared with the cap, and a long queue must not make every create slower.
 */
export function countQueuedRuns(rt: AgentRuntime, projectId: string, cap: number): number {
  return rt.db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM agent_runs WHERE project_id = ? AND state = 'queued' LIMIT ?) AS queued`,
    projectId,
    cap,
  )!.n;
}

/** Highest run seq of a job (0 when none). */
export function lastSeq(rt: AgentRuntime, jobId: string): number {
  return rt.db.get<{ n: number | null }>('SELECT MAX(seq) AS n FROM agent_runs WHERE job_id = ?', jobId)!.n ?? 0;
}
