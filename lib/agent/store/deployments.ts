import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import { lockRow, skipLocked } from '../db/dialect';
import { affected, inTx } from './tx';

export type DeploymentStatus = 'queued' | 'in_progress' | 'success' | 'failure';
export type DeploymentRow = {
  id: string;
  project_id: string;
  status: DeploymentStatus;
  trigger_source: string;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
  summary: string | null;
  logs_json: string;
  commit_json: string | null;
  spec_results_json: string | null;
  lease_owner: string | null;
  lease_expires_at: number | null;
  attempt: number;
};

/**
 * Queues a deployment, coalescing bursts (docs/agent-api.md "Deployments"): while one is queued its id is
 * returned again, so a storm of CI triggers causes at most one build after the running one.
 */
export async function queueDeployment(rt: AgentRuntime, projectId: string): Promise<DeploymentRow> {
  const queued = await rt.db.kx
    .selectFrom('deployments')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('status', '=', 'queued')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (queued) return queued;
  const id = newId('upd', rt.now());
  await rt.db.kx
    .insertInto('deployments')
    .values({ id, project_id: projectId, status: 'queued', trigger_source: 'api', created_at: rt.now() })
    .execute();
  return (await getDeployment(rt, id))!;
}

export async function getDeployment(rt: AgentRuntime, id: string): Promise<DeploymentRow | undefined> {
  return rt.db.kx.selectFrom('deployments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims the oldest queued deployment (or one whose worker died) of a project with none in
 * progress, under a lease like runs have (docs/agent-api.md "Deployments").
 */
export async function claimDeployment(rt: AgentRuntime, owner: string, leaseMs: number): Promise<DeploymentRow | undefined> {
  return inTx(rt, async (t) => {
    const now = t.now();
    const row = await skipLocked(
      t.db,
      t.db.kx
        .selectFrom('deployments as d')
        .selectAll('d')
        .where((eb) =>
          eb.and([
            eb.or([eb('d.status', '=', 'queued'), eb.and([eb('d.status', '=', 'in_progress'), eb('d.lease_expires_at', '<', now)])]),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('deployments as o')
                  .select('o.id')
                  .whereRef('o.project_id', '=', 'd.project_id')
                  .where('o.status', '=', 'in_progress')
                  .where('o.lease_expires_at', '>=', now)
                  .whereRef('o.id', '<>', 'd.id'),
              ),
            ),
          ]),
        )
        .orderBy('d.created_at')
        .orderBy('d.id')
        .limit(1),
    ).executeTakeFirst();
    if (!row) return undefined;
    await t.db.kx
      .updateTable('deployments')
      .set((eb) => ({
        status: 'in_progress',
        lease_owner: owner,
        lease_expires_at: now + leaseMs,
        attempt: eb('attempt', '+', 1),
        started_at: eb.fn.coalesce('started_at', eb.val(now)),
      }))
      .where('id', '=', row.id)
      .execute();
    return getDeployment(t, row.id);
  });
}

/** Ends a deployment under its lease; false if another worker took it over. */
export async function finishDeployment(
  rt: AgentRuntime,
  d: DeploymentRow,
  owner: string,
  end: { status: 'success' | 'failure'; summary: string; logs: string[]; commit: object | null; specResults: object[] },
  onSuccess?: (t: AgentRuntime) => Promise<unknown>,
): Promise<boolean> {
  return inTx(rt, async (t) => {
    const changed = affected(
      await t.db.kx
        .updateTable('deployments')
        .set({
          status: end.status,
          ended_at: t.now(),
          summary: end.summary,
          logs_json: JSON.stringify(end.logs),
          commit_json: end.commit ? JSON.stringify(end.commit) : null,
          spec_results_json: JSON.stringify(end.specResults),
          lease_expires_at: null,
        })
        .where('id', '=', d.id)
        .where('lease_owner', '=', owner)
        .where('attempt', '=', d.attempt)
        .where('status', '=', 'in_progress')
        .executeTakeFirst(),
    );
    if (changed && end.status === 'success' && onSuccess) {
      const recorded = end.logs.length;
      await onSuccess(t);
      // Lines the success step added (the published build, …) commit with the status, so a reader
      // who sees 'success' sees them too.
      if (end.logs.length > recorded)
        await t.db.kx
          .updateTable('deployments')
          .set({ logs_json: JSON.stringify(end.logs) })
          .where('id', '=', d.id)
          .execute();
    }
    return changed === 1;
  });
}

/** Adds lines to a finished deployment's log (what happened after it was recorded, such as the site refresh). */
export async function appendDeploymentLogs(rt: AgentRuntime, id: string, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  await inTx(rt, async (t) => {
    const row = await lockRow(t.db, t.db.kx.selectFrom('deployments').select('logs_json').where('id', '=', id)).executeTakeFirst();
    if (!row) return;
    const logs = row.logs_json ? (JSON.parse(row.logs_json) as string[]) : [];
    await t.db.kx
      .updateTable('deployments')
      .set({ logs_json: JSON.stringify([...logs, ...lines]) })
      .where('id', '=', id)
      .execute();
  });
}
