import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AgentRuntime } from '../../runtime';
import type { ProjectRow } from '../../types';

/** The bare repository that stands in for the remote of a `local` project (agent-api.md B14). */
export function localBareRepoPath(rt: AgentRuntime, projectId: string): string {
  return path.join(rt.env.dataDir, 'repos', `${projectId}.git`);
}

/** `source.repository` of a project's jobs: the `file://` bare repo for `local`, the remote URL otherwise. */
export function repositoryUrlOf(rt: AgentRuntime, project: ProjectRow): string {
  if (project.repo_provider === 'local') return pathToFileURL(localBareRepoPath(rt, project.id)).href;
  if (project.repo_owner && project.repo_name && /^https?:/.test(project.repo_url) === false) {
    return `https://github.com/${project.repo_owner}/${project.repo_name}`;
  }
  return project.repo_url;
}
