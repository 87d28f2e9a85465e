import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import type { RunState } from '../types';

export type MessageView = { id: string; role: 'user' | 'agent'; content: string; run_state: RunState | null; created_at: number };

/** One page of a job's conversation in order, with each user message's run state. */
export async function listMessages(
  rt: AgentRuntime,
  jobId: string,
  limit: number,
  after?: { createdAt: number; id: string },
): Promise<MessageView[]> {
  return rt.db.kx
    .selectFrom('agent_messages as m')
    .leftJoin('agent_runs as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('m.role', '=', 'user'))
    .select(['m.id', 'm.role', 'm.content', 'm.created_at', 'r.state as run_state'])
    .where('m.job_id', '=', jobId)
    .$if(after !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([eb('m.created_at', '>', after!.createdAt), eb.and([eb('m.created_at', '=', after!.createdAt), eb('m.id', '>', after!.id)])]),
      ),
    )
    .orderBy('m.created_at')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** Records the agent's summary of run `seq` (idempotent: a recovered run cannot add it twice). */
export async function insertAgentMessage(rt: AgentRuntime, jobId: string, seq: number, content: string): Promise<void> {
  await rt.db.kx
    .insertInto('agent_messages')
    .values({ id: newId('msg', rt.now()), job_id: jobId, seq, role: 'agent', content, created_at: rt.now() })
    .onConflict((oc) => oc.columns(['job_id', 'seq', 'role']).doNothing())
    .execute();
}

/** Earlier prompts and summaries of a job, oldest first, for the next run's context (docs/agent-api.md "From prompt to pull request"). */
export async function transcriptBefore(
  rt: AgentRuntime,
  jobId: string,
  seq: number,
): Promise<{ role: 'user' | 'agent'; content: string }[]> {
  return rt.db.kx
    .selectFrom('agent_messages')
    .select(['role', 'content'])
    .where('job_id', '=', jobId)
    .where('seq', '<', seq)
    .orderBy('seq')
    .orderBy((eb) => eb.case().when('role', '=', 'user').then(0).else(1).end())
    .execute();
}

/** The prompt of a user message (the run's instruction). */
export async function getMessageContent(rt: AgentRuntime, id: string): Promise<string | undefined> {
  const row = await rt.db.kx.selectFrom('agent_messages').select('content').where('id', '=', id).executeTakeFirst();
  return row?.content;
}
