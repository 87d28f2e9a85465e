import type { AgentRuntime } from '../agent-runtime';

/*
 * What a run writes onto its job besides the run row: its summary, its pull request, a move to a
 * fresh branch. The worker calls these under its lease fence (store/runs.ts withFence).
 */

/** The job's latest summary (the last successful run's). */
export async function setJobSummary(rt: AgentRuntime, jobId: string, summary: string): Promise<void> {
  await rt.db.kx.updateTable('agent_jobs').set({ summary }).where('id', '=', jobId).execute();
}

/** Ids of jobs whose stored status is `active` (maintenance recomputes them). */
export async function listActiveJobIds(rt: AgentRuntime): Promise<string[]> {
  return (await rt.db.kx.selectFrom('agent_jobs').select('id').where('status', '=', 'active').execute()).map((r) => r.id);
}

/** The job's user prompts up to run `seq`, oldest first (the pull request's description quotes them). */
export async function userPromptsUpTo(rt: AgentRuntime, jobId: string, seq: number): Promise<string[]> {
  const rows = await rt.db.kx
    .selectFrom('agent_messages')
    .select('content')
    .where('job_id', '=', jobId)
    .where('role', '=', 'user')
    .where('seq', '<=', seq)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.content);
}

/**
 * The job's pull request was merged or closed: record its final state and move the job to the
 * branch of its next generation, with no pull request yet.
 */
export async function moveToNextBranch(
  rt: AgentRuntime,
  job: { id: string; pr_number: number },
  prState: string,
  next: { branch: string; generation: number },
): Promise<void> {
  await rt.db.kx
    .updateTable('agent_pull_requests')
    .set({ state: prState })
    .where('job_id', '=', job.id)
    .where('number', '=', job.pr_number)
    .execute();
  await rt.db.kx
    .updateTable('agent_jobs')
    .set((eb) => ({
      working_branch: next.branch,
      branch_generation: next.generation,
      pr_number: null,
      pr_state: null,
      updated_at: rt.now(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', job.id)
    .execute();
}

/** Records the job's pull request (opened or found again) on the job and in its history. */
export async function recordPullRequest(
  rt: AgentRuntime,
  job: { id: string; base_branch: string },
  pr: { number: number; url: string; state: string; head: string },
): Promise<void> {
  await rt.db.kx
    .updateTable('agent_jobs')
    .set((eb) => ({ pr_url: pr.url, pr_number: pr.number, pr_state: pr.state, updated_at: rt.now(), version: eb('version', '+', 1) }))
    .where('id', '=', job.id)
    .execute();
  await rt.db.kx
    .insertInto('agent_pull_requests')
    .values({ job_id: job.id, number: pr.number, url: pr.url, head: pr.head, base: job.base_branch, state: pr.state, created_at: rt.now() })
    .onConflict((oc) => oc.columns(['job_id', 'number']).doUpdateSet((eb) => ({ state: eb.ref('excluded.state') })))
    .execute();
}
