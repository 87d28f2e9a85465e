import { ApiError } from '../../http/api-error';
import type { AgentRuntime } from '../agent-runtime';
import { KEY_PATTERN, findKey, touchKey } from '../store/keys';
import type { KeyRow, ProjectRow } from '../types';
import { getProject } from '../store/projects';

const REALM = 'Bearer realm="api"';

/**
 * The API key of a request (docs/agent-api.md "Authentication"). A missing header is `missing_api_key`; every other
 * failure — another scheme, a malformed, unknown or revoked key — is the same `invalid_api_key`,
 * so nothing about which keys exist is disclosed.
 */
export async function authenticate(rt: AgentRuntime, request: Request): Promise<KeyRow> {
  const header = request.headers.get('authorization');
  if (header === null || header.trim() === '') {
    throw new ApiError(
      'missing_api_key',
      'Send an API key as "Authorization: Bearer lec_…"; create one with `lectern keys create --project <id>`.',
      {},
      { 'www-authenticate': REALM },
    );
  }
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  const key = match && KEY_PATTERN.test(match[1]) ? await findKey(rt, match[1]) : undefined;
  if (!key)
    throw new ApiError('invalid_api_key', 'The API key is not valid.', {}, { 'www-authenticate': `${REALM}, error="invalid_token"` });
  await touchKey(rt, key);
  return key;
}

/**
 * The project a key may act on: another org's project is indistinguishable from a missing one
 * (404), while a project of the key's own org outside its allow-list is a 403.
 */
export async function authorizeProject(rt: AgentRuntime, key: KeyRow, projectId: string): Promise<ProjectRow> {
  const project = await getProject(rt, projectId);
  if (!project || project.org_id !== key.org_id) {
    throw new ApiError('project_not_found', `No project '${projectId.slice(0, 64)}' exists.`);
  }
  if (!canUseProject(key, project.id))
    throw new ApiError('project_forbidden', `This API key is not allowed to use project '${project.id}'.`);
  return project;
}

/** Whether a key's allow-list (null = every project of its org) includes the project. */
export function canUseProject(key: KeyRow, projectId: string): boolean {
  if (key.project_ids === null) return true;
  return (JSON.parse(key.project_ids) as string[]).includes(projectId);
}
