import type { AgentRuntime } from '../agent-runtime';
import type { RunRow } from '../types';
import { recomputeJob } from './jobs';

/** Who holds a run: every write after the claim carries this fence (docs/agent-api.md "The worker"). */
export type Lease = { runId: string; jobId: string; owner: string; attempt: number };

export type ClaimLimits = { perProject: number; global: number; leaseMs: number };

/**
 * Claims the next runnable run in one write transaction: a queued run whose time has come, or a
 * running one whose lease expired (crash recovery); only the lowest open seq of its job, never an
 * archived job, and within the per-project and global caps of live runs.
 */
export function claimRun(rt: AgentRuntime, owner: string, limits: ClaimLimits): { run: RunRow; lease: Lease } | undefined {
  return rt.db.tx(() => {
    const now = rt.now();
    const live = rt.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM agent_runs WHERE state = 'running' AND lease_expires_at >= ?`, now)!.n;
    if (live >= limits.global) return undefined;
    const run = rt.db.get<RunRow>(
      `SELECT r.* FROM agent_runs r JOIN agent_jobs j ON j.id = r.job_id
       WHERE ((r.state = 'queued' AND r.run_after <= ?) OR (r.state = 'running' AND r.lease_expires_at < ?))
         AND j.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM agent_runs o WHERE o.job_id = r.job_id AND o.state = 'running'
                         AND o.lease_expires_at >= ? AND o.id <> r.id)
         AND r.seq = (SELECT MIN(q.seq) FROM agent_runs q WHERE q.job_id = r.job_id AND q.state IN ('queued', 'running'))
         AND (SELECT COUNT(*) FROM agent_runs p WHERE p.project_id = r.project_id AND p.state = 'running'
              AND p.lease_expires_at >= ?) < ?
       ORDER BY r.run_after, r.id LIMIT 1`,
      now,
      now,
      now,
      now,
      limits.perProject,
    );
    if (!run) return undefined;
    rt.db.run(
      `UPDATE agent_runs SET state = 'running', lease_owner = ?, lease_expires_at = ?, heartbeat_at = ?, attempt = attempt + 1,
         started_at = COALESCE(started_at, ?) WHERE id = ?`,
      owner,
      now + limits.leaseMs,
      now,
      now,
      run.id,
    );
    recomputeJob(rt, run.job_id);
    const claimed = rt.db.get<RunRow>('SELECT * FROM agent_runs WHERE id = ?', run.id)!;
    return { run: claimed, lease: { runId: run.id, jobId: run.job_id, owner, attempt: claimed.attempt } };
  });
}

const FENCE = `id = ? AND lease_owner = ? AND attempt = ? AND state = 'running'`;
const fence = (l: Lease) => [l.runId, l.owner, l.attempt] as const;

/** Extends the lease; undefined when it was lost (a newer attempt owns the run, or it ended). */
export function heartbeat(rt: AgentRuntime, lease: Lease, leaseMs: number): { cancelRequested: boolean } | undefined {
  const now = rt.now();
  const changed = rt.db.run(
    `UPDATE agent_runs SET lease_expires_at = ?, heartbeat_at = ? WHERE ${FENCE}`,
    now + leaseMs,
    now,
    ...fence(lease),
  ).changes;
  if (!changed) return undefined;
  const row = rt.db.get<{ cancel_requested_at: number | null }>('SELECT cancel_requested_at FROM agent_runs WHERE id = ?', lease.runId);
  return { cancelRequested: row?.cancel_requested_at != null };
}

/**
 * Runs `fn` in a write transaction only while the lease still holds, so a zombie worker whose
 * lease expired cannot write anything. Returns false when the fence failed.
 */
export function withFence(rt: AgentRuntime, lease: Lease, fn: () => void): boolean {
  return rt.db.tx(() => {
    if (!rt.db.get(`SELECT 1 FROM agent_runs WHERE ${FENCE}`, ...fence(lease))) return false;
    fn();
    return true;
  });
}

/** Records the run's progress before the next side effect starts (crash recovery resumes here). */
export function saveCheckpoint(rt: AgentRuntime, lease: Lease, checkpoint: object): boolean {
  return rt.db.run(`UPDATE agent_runs SET checkpoint_json = ? WHERE ${FENCE}`, JSON.stringify(checkpoint), ...fence(lease)).changes === 1;
}

export type RunEnd =
  | { state: 'succeeded'; usage?: object }
  | { state: 'failed' | 'cancelled'; code: string; message: string }
  | { state: 'queued'; runAfter: number; code: string; message: string; refundAttempt?: boolean };

/**
 * Ends the run's current attempt under the fence: succeeded, failed, cancelled, or back to the
 * queue (a retry after back-off, or a graceful hand-off that gives the attempt back).
 */
export function endRun(rt: AgentRuntime, lease: Lease, end: RunEnd, extra?: () => void): boolean {
  return withFence(rt, lease, () => {
    const now = rt.now();
    if (end.state === 'queued') {
      rt.db.run(
        `UPDATE agent_runs SET state = 'queued', run_after = ?, lease_owner = NULL, lease_expires_at = NULL,
           attempt = attempt - ?, error_code = ?, error_message = ? WHERE id = ?`,
        end.runAfter,
        end.refundAttempt ? 1 : 0,
        end.code,
        end.message,
        lease.runId,
      );
    } else if (end.state === 'succeeded') {
      rt.db.run(
        `UPDATE agent_runs SET state = 'succeeded', finished_at = ?, lease_expires_at = NULL, error_code = NULL, error_message = NULL, usage_json = ? WHERE id = ?`,
        now,
        end.usage ? JSON.stringify(end.usage) : null,
        lease.runId,
      );
    } else {
      rt.db.run(
        `UPDATE agent_runs SET state = ?, finished_at = ?, lease_expires_at = NULL, error_code = ?, error_message = ? WHERE id = ?`,
        end.state,
        now,
        end.code,
        end.message,
        lease.runId,
      );
    }
    extra?.();
    recomputeJob(rt, lease.jobId);
  });
}

/** Settles runs left `running` on archived jobs after their worker died: nobody will claim them. */
export function settleOrphanedRuns(rt: AgentRuntime): void {
  rt.db.tx(() => {
    const now = rt.now();
    rt.db.run(
      `UPDATE agent_runs SET state = 'cancelled', finished_at = ?, error_code = 'cancelled', error_message = 'The job was archived.'
       WHERE state = 'running' AND lease_expires_at < ? AND job_id IN (SELECT id FROM agent_jobs WHERE archived_at IS NOT NULL)`,
      now,
      now,
    );
  });
}
