import type { ExpressionBuilder } from 'kysely';
import type { AgentRuntime } from '../agent-runtime';
import type { Database } from '../db/schema';
import { serialiseOn, skipLocked } from '../db/dialect';
import type { RunRow } from '../types';
import { recordEvent } from './events';
import { recomputeJob } from './jobs';
import { affected, inTx } from './tx';

/** Who holds a run: every write after the claim carries this fence (docs/agent-api.md "The worker"). */
export type Lease = { runId: string; jobId: string; owner: string; attempt: number };

export type ClaimLimits = { perProject: number; global: number; leaseMs: number };

/**
 * Claims the next runnable run in one write transaction: a queued run whose time has come, or a
 * running one whose lease expired (crash recovery); only the lowest open seq of its job, never an
 * archived job, and within the per-project and global caps of live runs. On PostgreSQL the row is
 * taken `FOR UPDATE SKIP LOCKED`, so workers claiming at the same moment take different runs, and
 * the per-project cap is checked again under a lock on the project (see `projectHasRoom`).
 */
export async function claimRun(rt: AgentRuntime, owner: string, limits: ClaimLimits): Promise<{ run: RunRow; lease: Lease } | undefined> {
  return inTx(rt, async (t) => {
    const now = t.now();
    const kx = t.db.kx;
    const liveRuns = await kx
      .selectFrom('agent_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'running')
      .where('lease_expires_at', '>=', now)
      .executeTakeFirstOrThrow();
    if (Number(liveRuns.n) >= limits.global) return undefined;
    const full: string[] = [];
    let run: RunRow | undefined;
    for (;;) {
      run = await skipLocked(t.db, candidateRuns(t, now, limits, full), 'r').executeTakeFirst();
      if (!run) return undefined;
      if (await projectHasRoom(t, run, now, limits.perProject)) break;
      full.push(run.project_id);
    }
    await kx
      .updateTable('agent_runs')
      .set((eb) => ({
        state: 'running',
        lease_owner: owner,
        lease_expires_at: now + limits.leaseMs,
        heartbeat_at: now,
        attempt: eb('attempt', '+', 1),
        started_at: eb.fn.coalesce('started_at', eb.val(now)),
      }))
      .where('id', '=', run.id)
      .execute();
    await recomputeJob(t, run.job_id);
    const claimed = (await getRun(t, run.id))!;
    // In the claim's transaction: an attempt that counts always has its start event, even when its
    // worker dies right after claiming (the event log and `attempt` never disagree).
    await recordEvent(t, run.job_id, run.id, 'run_started', { attempt: claimed.attempt });
    return { run: claimed, lease: { runId: run.id, jobId: run.job_id, owner, attempt: claimed.attempt } };
  });
}

/** The oldest claimable run first, outside the projects in `skipProjects` (found full in this claim). */
function candidateRuns(t: AgentRuntime, now: number, limits: ClaimLimits, skipProjects: string[]) {
  return t.db.kx
    .selectFrom('agent_runs as r')
    .innerJoin('agent_jobs as j', 'j.id', 'r.job_id')
    .selectAll('r')
    .where((eb) =>
      eb.and([
        eb.or([
          eb.and([eb('r.state', '=', 'queued'), eb('r.run_after', '<=', now)]),
          eb.and([eb('r.state', '=', 'running'), eb('r.lease_expires_at', '<', now)]),
        ]),
        eb('j.archived_at', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('agent_runs as o')
              .select('o.id')
              .whereRef('o.job_id', '=', 'r.job_id')
              .where('o.state', '=', 'running')
              .where('o.lease_expires_at', '>=', now)
              .whereRef('o.id', '<>', 'r.id'),
          ),
        ),
        eb(
          'r.seq',
          '=',
          eb
            .selectFrom('agent_runs as q')
            .select((q) => q.fn.min('q.seq').as('m'))
            .whereRef('q.job_id', '=', 'r.job_id')
            .where('q.state', 'in', ['queued', 'running']),
        ),
        eb(
          eb
            .selectFrom('agent_runs as p')
            .select((p) => p.fn.countAll<number>().as('c'))
            .whereRef('p.project_id', '=', 'r.project_id')
            .where('p.state', '=', 'running')
            .where('p.lease_expires_at', '>=', now),
          '<',
          limits.perProject,
        ),
      ]),
    )
    .$if(skipProjects.length > 0, (qb) => qb.where('r.project_id', 'not in', skipProjects))
    .orderBy('r.run_after')
    .orderBy('r.id')
    .limit(1);
}

/**
 * Whether the run's project is still under its cap of live runs, asked under a lock on the
 * project row. The candidate query counted in its own snapshot: on PostgreSQL (READ COMMITTED),
 * two workers claiming runs of one project at the same moment both counted none running and both
 * claimed, so a project capped at one ran two at once (found by the two-worker load test,
 * lib/agent/worker/load.postgres.test.ts). The lock makes the second claimer wait for the first
 * to commit, and its count, a new statement, then sees that claim. On SQLite the write
 * transaction already runs alone and the count agrees with the candidate query.
 */
async function projectHasRoom(t: AgentRuntime, run: RunRow, now: number, perProject: number): Promise<boolean> {
  await serialiseOn(t.db, t.db.kx.selectFrom('projects').select('id').where('id', '=', run.project_id)).execute();
  const live = await t.db.kx
    .selectFrom('agent_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', run.project_id)
    .where('state', '=', 'running')
    .where('lease_expires_at', '>=', now)
    .where('id', '<>', run.id)
    .executeTakeFirstOrThrow();
  return Number(live.n) < perProject;
}

/** A run by id. */
export async function getRun(rt: AgentRuntime, id: string): Promise<RunRow | undefined> {
  return rt.db.kx.selectFrom('agent_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether someone asked to cancel this run (archive, or a cancel request) since it started. */
export async function isCancelRequested(rt: AgentRuntime, runId: string): Promise<boolean> {
  const row = await rt.db.kx.selectFrom('agent_runs').select('cancel_requested_at').where('id', '=', runId).executeTakeFirst();
  return row?.cancel_requested_at != null;
}

/** The lease as a WHERE clause: the run, its owner and attempt, still running. */
const fence = (l: Lease) => (eb: ExpressionBuilder<Database, 'agent_runs'>) =>
  eb.and([eb('id', '=', l.runId), eb('lease_owner', '=', l.owner), eb('attempt', '=', l.attempt), eb('state', '=', 'running')]);

/** Extends the lease; undefined when it was lost (a newer attempt owns the run, or it ended). */
export async function heartbeat(rt: AgentRuntime, lease: Lease, leaseMs: number): Promise<{ cancelRequested: boolean } | undefined> {
  const now = rt.now();
  const changed = affected(
    await rt.db.kx
      .updateTable('agent_runs')
      .set({ lease_expires_at: now + leaseMs, heartbeat_at: now })
      .where(fence(lease))
      .executeTakeFirst(),
  );
  if (!changed) return undefined;
  return { cancelRequested: await isCancelRequested(rt, lease.runId) };
}

/**
 * Runs `fn` in a write transaction only while the lease still holds, so a zombie worker whose
 * lease expired cannot write anything. Returns false when the fence failed. `fn` gets the
 * transaction's runtime: whatever it writes commits with the fence check or not at all.
 */
export async function withFence(rt: AgentRuntime, lease: Lease, fn: (t: AgentRuntime) => Promise<void>): Promise<boolean> {
  return inTx(rt, async (t) => {
    const held = await t.db.kx.selectFrom('agent_runs').select('id').where(fence(lease)).executeTakeFirst();
    if (!held) return false;
    await fn(t);
    return true;
  });
}

/** Records the run's progress before the next side effect starts (crash recovery resumes here). */
export async function saveCheckpoint(rt: AgentRuntime, lease: Lease, checkpoint: object): Promise<boolean> {
  const result = await rt.db.kx
    .updateTable('agent_runs')
    .set({ checkpoint_json: JSON.stringify(checkpoint) })
    .where(fence(lease))
    .executeTakeFirst();
  return affected(result) === 1;
}

export type RunEnd =
  | { state: 'succeeded'; usage?: object }
  | { state: 'failed' | 'cancelled'; code: string; message: string }
  | { state: 'queued'; runAfter: number; code: string; message: string; refundAttempt?: boolean };

/**
 * Ends the run's current attempt under the fence: succeeded, failed, cancelled, or back to the
 * queue (a retry after back-off, or a graceful hand-off that gives the attempt back).
 */
export async function endRun(rt: AgentRuntime, lease: Lease, end: RunEnd, extra?: (t: AgentRuntime) => Promise<void>): Promise<boolean> {
  return withFence(rt, lease, async (t) => {
    const now = t.now();
    const update = t.db.kx.updateTable('agent_runs').where('id', '=', lease.runId);
    if (end.state === 'queued') {
      await update
        .set((eb) => ({
          state: 'queued',
          run_after: end.runAfter,
          lease_owner: null,
          lease_expires_at: null,
          attempt: eb('attempt', '-', end.refundAttempt ? 1 : 0),
          error_code: end.code,
          error_message: end.message,
        }))
        .execute();
    } else if (end.state === 'succeeded') {
      await update
        .set({
          state: 'succeeded',
          finished_at: now,
          lease_expires_at: null,
          error_code: null,
          error_message: null,
          usage_json: end.usage ? JSON.stringify(end.usage) : null,
        })
        .execute();
    } else {
      await update
        .set({ state: end.state, finished_at: now, lease_expires_at: null, error_code: end.code, error_message: end.message })
        .execute();
    }
    await extra?.(t);
    await recomputeJob(t, lease.jobId);
  });
}

/** Settles runs left `running` on archived jobs after their worker died: nobody will claim them. */
export async function settleOrphanedRuns(rt: AgentRuntime): Promise<void> {
  const now = rt.now();
  await rt.db.kx
    .updateTable('agent_runs')
    .set({ state: 'cancelled', finished_at: now, error_code: 'cancelled', error_message: 'The job was archived.' })
    .where('state', '=', 'running')
    .where('lease_expires_at', '<', now)
    .where('job_id', 'in', (eb) => eb.selectFrom('agent_jobs').select('id').where('archived_at', 'is not', null))
    .execute();
}
