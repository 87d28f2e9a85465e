import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import { lockRow } from '../db/dialect';
import { enqueueWebhook } from './webhooks';
import type { JobRow, JobStatus } from '../types';

/**
 * The working branch of a job's n-th generation: `docs-agent/<job id>[-n]` (docs/agent-api.md "Resources").
 * The whole id, not a prefix: a ULID's first characters are its timestamp, so prefixes of jobs
 * created in the same second collide.
 */
export function branchName(jobId: string, generation: number): string {
  const base = `docs-agent/${jobId}`;
  return generation > 1 ? `${base}-${generation}` : base;
}

export async function getJob(rt: AgentRuntime, projectId: string, id: string): Promise<JobRow | undefined> {
  return rt.db.kx.selectFrom('agent_jobs').selectAll().where('id', '=', id).where('project_id', '=', projectId).executeTakeFirst();
}

export async function getJobById(rt: AgentRuntime, id: string): Promise<JobRow | undefined> {
  return rt.db.kx.selectFrom('agent_jobs').selectAll().where('id', '=', id).executeTakeFirst();
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
export async function insertJob(rt: AgentRuntime, j: NewJob): Promise<JobRow> {
  const now = rt.now();
  const id = newId('job', now);
  await rt.db.kx
    .insertInto('agent_jobs')
    .values({
      id,
      project_id: j.projectId,
      status: 'active',
      repository: j.repository,
      working_branch: branchName(id, 1),
      base_branch: j.baseBranch,
      model: j.model,
      webhook_url: j.webhookUrl ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertRun(rt, { jobId: id, projectId: j.projectId, seq: 1, prompt: j.prompt, maxAttempts: j.maxAttempts });
  return (await getJobById(rt, id))!;
}

/** Appends a user message and its queued run with the next seq. Call inside a transaction. */
export async function insertRun(
  rt: AgentRuntime,
  a: { jobId: string; projectId: string; seq: number; prompt: string; maxAttempts: number },
): Promise<void> {
  const now = rt.now();
  const messageId = newId('msg', now);
  await rt.db.kx
    .insertInto('agent_messages')
    .values({ id: messageId, job_id: a.jobId, seq: a.seq, role: 'user', content: a.prompt, created_at: now })
    .execute();
  await rt.db.kx
    .insertInto('agent_runs')
    .values({
      id: newId('run', now),
      job_id: a.jobId,
      project_id: a.projectId,
      message_id: messageId,
      seq: a.seq,
      state: 'queued',
      max_attempts: a.maxAttempts,
      run_after: now,
    })
    .execute();
}

/**
 * Derives the public status, `pendingMessages` and `error` from the job's runs and archive flag,
 * and bumps `version` (the ETag). Called in the same transaction as every run transition, so the
 * stored status never disagrees with the runs (docs/agent-api.md "Job states"). The job row is
 * locked first on PostgreSQL: two transitions of one job then derive one after the other.
 */
export async function recomputeJob(rt: AgentRuntime, jobId: string): Promise<void> {
  const job = await lockRow(rt.db, rt.db.kx.selectFrom('agent_jobs').selectAll().where('id', '=', jobId)).executeTakeFirst();
  if (!job) return;
  const runs = await rt.db.kx
    .selectFrom('agent_runs')
    .select(['seq', 'state', 'error_code', 'error_message'])
    .where('job_id', '=', jobId)
    .orderBy('seq')
    .execute();
  const queued = runs.filter((r) => r.state === 'queued').length;
  const running = runs.some((r) => r.state === 'running');
  const lastDone = runs.filter((r) => r.state === 'succeeded' || r.state === 'failed').at(-1);
  let status: JobStatus;
  if (job.archived_at !== null) status = 'archived';
  else if (queued > 0 || running) status = 'active';
  else status = lastDone?.state === 'failed' ? 'failed' : 'completed';
  const failed = lastDone?.state === 'failed' ? lastDone : undefined;
  const pending = queued - (running ? 0 : Math.min(1, queued));
  await rt.db.kx
    .updateTable('agent_jobs')
    .set((eb) => ({
      status,
      pending_messages: pending,
      error_code: failed?.error_code ?? null,
      error_message: failed?.error_message ?? null,
      updated_at: rt.now(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', jobId)
    .execute();
  // The one place a job ends, so the one place its webhook is queued: once per transition, in the
  // same transaction, so a crash cannot lose the event or send it twice.
  if (job.status === 'active' && (status === 'completed' || status === 'failed') && job.webhook_url) {
    await enqueueWebhook(rt, { jobId, projectId: job.project_id, url: job.webhook_url, event: `job.${status}` });
  }
}

export type ListQuery = { projectId: string; statuses: JobStatus[]; limit: number; after?: { createdAt: number; id: string } };

/** One page of jobs, newest first, keyed by `(created_at, id)` so pages never skip or repeat. */
export async function listJobs(rt: AgentRuntime, q: ListQuery): Promise<JobRow[]> {
  const after = q.after;
  return rt.db.kx
    .selectFrom('agent_jobs')
    .selectAll()
    .where('project_id', '=', q.projectId)
    .where('status', 'in', q.statuses)
    .$if(after !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([eb('created_at', '<', after!.createdAt), eb.and([eb('created_at', '=', after!.createdAt), eb('id', '<', after!.id)])]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .execute();
}

/**
 * Runs waiting in a project's queue, counted up to `cap` only (docs/agent-api.md "Errors: problem+json"): the answer is
 * only ever compared with the cap, and a long queue must not make every create slower.
 */
export async function countQueuedRuns(rt: AgentRuntime, projectId: string, cap: number): Promise<number> {
  const waiting = rt.db.kx
    .selectFrom('agent_runs')
    .select('id')
    .where('project_id', '=', projectId)
    .where('state', '=', 'queued')
    .limit(cap);
  const row = await rt.db.kx
    .selectFrom(waiting.as('queued'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Highest run seq of a job (0 when none). */
export async function lastSeq(rt: AgentRuntime, jobId: string): Promise<number> {
  const row = await rt.db.kx
    .selectFrom('agent_runs')
    .select((eb) => eb.fn.max('seq').as('n'))
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.n ?? 0;
}
