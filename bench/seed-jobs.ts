import type { AgentRuntime } from '../lib/agent/agent-runtime';
import { newId } from '../lib/agent/ids';
import { branchName } from '../lib/agent/store/jobs';
import { inTx } from '../lib/agent/store/tx';

/**
 * Stores `count` finished jobs in `projectId`, as a long-lived project has them (one a minute in
 * the past; 1 in 20 failed, 1 in 50 archived), each with its user message, agent reply and
 * succeeded or failed run, and returns their ids. Rows go in batches of 200 in one transaction,
 * the same on SQLite and PostgreSQL: one statement per job and table would take minutes over a
 * network connection, and the benches measure reads and writes after the seed, not the seed.
 */
export async function seedStoredJobs(rt: AgentRuntime, projectId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  const now = Date.now();
  await inTx(rt, async (t) => {
    for (let from = 0; from < count; from += 200) {
      const jobs = [];
      const messages = [];
      const runs = [];
      for (let i = from; i < Math.min(count, from + 200); i++) {
        const at = now - (count - i) * 60_000;
        const id = newId('job', at);
        const failed = i % 20 === 0;
        const ask = newId('msg', at);
        ids.push(id);
        jobs.push({
          id,
          project_id: projectId,
          status: i % 50 === 0 ? ('archived' as const) : failed ? ('failed' as const) : ('completed' as const),
          repository: 'file:///bench.git',
          working_branch: branchName(id, 1),
          base_branch: 'main',
          model: 'bench-model',
          pr_url: `http://localhost:3000/pull/${projectId}/${i + 1}`,
          pr_number: i + 1,
          pr_state: 'open',
          summary: `Did thing ${i}`,
          error_code: failed ? 'model_unavailable' : null,
          error_message: failed ? 'The model did not answer.' : null,
          created_at: at,
          updated_at: at,
          archived_at: i % 50 === 0 ? at : null,
          version: 3,
        });
        messages.push({ id: ask, job_id: id, seq: 1, role: 'user' as const, content: `Stored job ${i}`, created_at: at });
        if (!failed)
          messages.push({ id: newId('msg', at), job_id: id, seq: 1, role: 'agent' as const, content: `Did thing ${i}`, created_at: at });
        runs.push({
          id: newId('run', at),
          job_id: id,
          project_id: projectId,
          message_id: ask,
          seq: 1,
          state: failed ? ('failed' as const) : ('succeeded' as const),
          attempt: 1,
          max_attempts: 3,
          run_after: at,
          started_at: at,
          finished_at: at,
          error_code: failed ? 'model_unavailable' : null,
        });
      }
      await t.db.kx.insertInto('agent_jobs').values(jobs).execute();
      await t.db.kx.insertInto('agent_messages').values(messages).execute();
      await t.db.kx.insertInto('agent_runs').values(runs).execute();
    }
  });
  return ids;
}
