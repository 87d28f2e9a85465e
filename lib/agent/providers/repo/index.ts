import type { AgentRuntime } from '../../agent-runtime';
import type { ProjectRow } from '../../types';
import { githubProvider } from './github';
import { localProvider } from './local';
import type { RepoProvider } from './provider';

/** The provider of a project's `repo_provider`. */
export function providerFor(rt: AgentRuntime, project: ProjectRow): RepoProvider {
  return project.repo_provider === 'github' ? githubProvider(rt) : localProvider(rt);
}
