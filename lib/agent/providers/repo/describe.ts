import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AgentRuntime } from '../../agent-runtime';
import type { ProjectRow } from '../../types';

/** The bare repository that stands in for the remote of a `local` project (docs/agent-api.md "Repository providers"). */
export function localBareRepoPath(rt: AgentRuntime, projectId: string): string {
  return path.join(rt.env.dataDir, 'repos', `${projectId}.git`);
}

/**
 * `source.repository` of a project's jobs: the `file://` bare repository for `local`; for
 * `github`, the https remote, or the github.com address when the git remote is not a web URL
 * (an SSH remote, or a local mirror in tests) — clients expect a link they can open.
 */
export function repositoryUrlOf(rt: AgentRuntime, project: ProjectRow): string {
  if (project.repo_provider === 'local') return pathToFileURL(localBareRepoPath(rt, project.id)).href;
  if (/^https?:\/\//.test(project.repo_url) || !project.repo_owner || !project.repo_name) return project.repo_url.replace(/\.git$/, '');
  return `https://github.com/${project.repo_owner}/${project.repo_name}`;
}
