import type { AgentRuntime } from '../agent-runtime';
import type { Database } from '../db/schema';
import { affected } from './tx';

export type LocalPrRow = Database['local_pull_requests'];

/** A `local` pull request by number. */
export async function getLocalPr(rt: AgentRuntime, projectId: string, number: number): Promise<LocalPrRow | undefined> {
  return projectPrs(rt, projectId).where('number', '=', number).executeTakeFirst();
}

/** The open pull request from `head`, if any. */
export async function findOpenLocalPr(rt: AgentRuntime, projectId: string, head: string): Promise<LocalPrRow | undefined> {
  return projectPrs(rt, projectId).where('head', '=', head).where('state', '=', 'open').executeTakeFirst();
}

/** A project's pull requests: every lookup here is scoped to one project, so it starts from this. */
function projectPrs(rt: AgentRuntime, projectId: string) {
  return rt.db.kx.selectFrom('local_pull_requests').selectAll().where('project_id', '=', projectId);
}

/**
 * Opens a pull request with the project's next number. The insert does nothing when another
 * process took that number first (two workers on PostgreSQL), and the next number is tried.
 */
export async function insertLocalPr(
  rt: AgentRuntime,
  pr: { projectId: string; head: string; base: string; baseSha: string; title: string; body: string },
): Promise<number> {
  for (;;) {
    const max = await rt.db.kx
      .selectFrom('local_pull_requests')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('project_id', '=', pr.projectId)
      .executeTakeFirst();
    const number = (max?.n ?? 0) + 1;
    const result = await rt.db.kx
      .insertInto('local_pull_requests')
      .values({
        project_id: pr.projectId,
        number,
        head: pr.head,
        base: pr.base,
        base_sha: pr.baseSha,
        title: pr.title,
        body: pr.body,
        state: 'open',
        merged_sha: null,
        created_at: rt.now(),
        updated_at: rt.now(),
      })
      .onConflict((oc) => oc.columns(['project_id', 'number']).doNothing())
      .executeTakeFirst();
    if (affected(result) === 1) return number;
  }
}

/** Changes a pull request's title, body, or state. */
export async function updateLocalPr(
  rt: AgentRuntime,
  projectId: string,
  number: number,
  change: Partial<Pick<LocalPrRow, 'title' | 'body' | 'state' | 'merged_sha'>>,
): Promise<void> {
  await rt.db.kx
    .updateTable('local_pull_requests')
    .set({ ...change, updated_at: rt.now() })
    .where('project_id', '=', projectId)
    .where('number', '=', number)
    .execute();
}
