import type { AgentRuntime } from '../agent-runtime';

/**
 * Marks a job archived (or not, with `at` null). Archiving also cancels its queued runs and asks
 * a running one to stop at its next step. Call inside a transaction, then recompute the job.
 */
export async function setArchived(rt: AgentRuntime, jobId: string, at: number | null): Promise<void> {
  if (at !== null) {
    await rt.db.kx
      .updateTable('agent_runs')
      .set({ state: 'cancelled', finished_at: at })
      .where('job_id', '=', jobId)
      .where('state', '=', 'queued')
      .execute();
    await rt.db.kx
      .updateTable('agent_runs')
      .set({ cancel_requested_at: at })
      .where('job_id', '=', jobId)
      .where('state', '=', 'running')
      .execute();
  }
  await rt.db.kx.updateTable('agent_jobs').set({ archived_at: at }).where('id', '=', jobId).execute();
}
