import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';

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
export function queueDeployment(rt: AgentRuntime, projectId: string): DeploymentRow {
  const queued = rt.db.get<DeploymentRow>(
    `SELECT * FROM deployments WHERE project_id = ? AND status = 'queued' ORDER BY created_at LIMIT 1`,
    projectId,
  );
  if (queued) return queued;
  const id = newId('upd', rt.now());
  rt.db.run(
    `INSERT INTO deployments (id, project_id, status, trigger_source, created_at) VALUES (?, ?, 'queued', 'api', ?)`,
    id,
    projectId,
    rt.now(),
  );
  return getDeployment(rt, id)!;
}

export function getDeployment(rt: AgentRuntime, id: string): DeploymentRow | undefined {
  return rt.db.get<DeploymentRow>('SELECT * FROM deployments WHERE id = ?', id);
}

/**
 * Claims the oldest queued deployment (or one whose worker died) of a project with none in
 * progress, under a lease like runs have (docs/agent-api.md "Deployments").
 */
export function claimDeployment(rt: AgentRuntime, owner: string, leaseMs: number): DeploymentRow | undefined {
  return rt.db.tx(() => {
    const now = rt.now();
    const row = rt.db.get<DeploymentRow>(
      `SELECT d.* FROM deployments d
       WHERE (d.status = 'queued' OR (d.status = 'in_progress' AND d.lease_expires_at < ?))
         AND NOT EXISTS (SELECT 1 FROM deployments o WHERE o.project_id = d.project_id AND o.status = 'in_progress'
                         AND o.lease_expires_at >= ? AND o.id <> d.id)
       ORDER BY d.created_at, d.id LIMIT 1`,
      now,
      now,
    );
    if (!row) return undefined;
    rt.db.run(
      `UPDATE deployments SET status = 'in_progress', lease_owner = ?, lease_expires_at = ?, attempt = attempt + 1, started_at = COALESCE(started_at, ?) WHERE id = ?`,
      owner,
      now + leaseMs,
      now,
      row.id,
    );
    return getDeployment(rt, row.id);
  });
}

/** Ends a deployment under its lease; false if another worker took it over. */
export function finishDeployment(
  rt: AgentRuntime,
  d: DeploymentRow,
  owner: string,
  end: { status: 'success' | 'failure'; summary: string; logs: string[]; commit: object | null; specResults: object[] },
  onSuccess?: () => void,
): boolean {
  return rt.db.tx(() => {
    const changed = rt.db.run(
      `UPDATE deployments SET status = ?, ended_at = ?, summary = ?, logs_json = ?, commit_json = ?, spec_results_json = ?, lease_expires_at = NULL
       WHERE id = ? AND lease_owner = ? AND attempt = ? AND status = 'in_progress'`,
      end.status,
      rt.now(),
      end.summary,
      JSON.stringify(end.logs),
      end.commit ? JSON.stringify(end.commit) : null,
      JSON.stringify(end.specResults),
      d.id,
      owner,
      d.attempt,
    ).changes;
    if (changed && end.status === 'success') onSuccess?.();
    return changed === 1;
  });
}

/** Adds lines to a finished deployment's log (what happened after it was recorded, such as the site refresh). */
export function appendDeploymentLogs(rt: AgentRuntime, id: string, lines: string[]): void {
  if (lines.length === 0) return;
  rt.db.tx(() => {
    const row = rt.db.get<{ logs_json: string | null }>('SELECT logs_json FROM deployments WHERE id = ?', id);
    if (!row) return;
    const logs = row.logs_json ? (JSON.parse(row.logs_json) as string[]) : [];
    rt.db.run('UPDATE deployments SET logs_json = ? WHERE id = ?', JSON.stringify([...logs, ...lines]), id);
  });
}
