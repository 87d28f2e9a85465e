import { ApiError } from '../../http/api-error';
import { DEPLOYMENT_ID_PATTERN } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import { getDeployment, queueDeployment, type DeploymentRow } from '../store/deployments';
import { getProject } from '../store/projects';
import { toIso } from '../time';
import type { KeyRow, ProjectRow } from '../types';
import { canUseProject } from '../api/auth';

/** Triggers (or joins) a deployment of the project: 202 `{statusId}` (docs/agent-api.md "Deployments"). */
export async function triggerDeployment(rt: AgentRuntime, project: ProjectRow): Promise<{ statusId: string }> {
  return { statusId: (await queueDeployment(rt, project.id)).id };
}

/**
 * A deployment the key may see, in Mintlify's status shape. One of another org or outside the
 * key's projects is reported missing, so ids cannot be probed.
 */
export async function getDeploymentStatus(rt: AgentRuntime, key: KeyRow, id: string): Promise<object> {
  const row = DEPLOYMENT_ID_PATTERN.test(id) ? await getDeployment(rt, id) : undefined;
  const project = row ? await getProject(rt, row.project_id) : undefined;
  if (!row || !project || project.org_id !== key.org_id || !canUseProject(key, project.id)) {
    throw new ApiError('deployment_not_found', `No deployment '${id.slice(0, 64)}' exists.`);
  }
  return toDeploymentStatus(row);
}

function toDeploymentStatus(d: DeploymentRow): object {
  return {
    _id: d.id,
    projectId: d.project_id,
    createdAt: toIso(d.created_at),
    endedAt: toIso(d.ended_at),
    status: d.status,
    summary:
      d.summary ?? (d.status === 'queued' ? 'Waiting for a worker.' : d.status === 'in_progress' ? 'Refreshing OpenAPI sources.' : ''),
    logs: JSON.parse(d.logs_json) as string[],
    commit: d.commit_json ? (JSON.parse(d.commit_json) as object) : null,
    source: 'api',
  };
}
