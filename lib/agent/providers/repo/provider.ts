import type { AgentRuntime } from '../../agent-runtime';
import type { ProjectRow } from '../../types';
import type { GitConfig } from './git';

export type PullRequestRef = { number: number; url: string; state: 'open' | 'merged' | 'closed' };

/**
 * Where a project's repository lives and how its pull requests are opened (docs/agent-api.md "Repository providers").
 * Git itself (clone, commit, push with a lease) is shared in `workspace.ts`; providers differ in
 * the remote they hand it and in their pull-request API.
 */
export interface RepoProvider {
  readonly kind: 'local' | 'github';
  /** The git remote and the settings (credentials) pushes and fetches need. */
  remote(project: ProjectRow): Promise<{ url: string; config: GitConfig }>;
  /** Finds the open pull request for `head`, or opens one; updates title and body of a known open one. */
  ensurePullRequest(a: {
    project: ProjectRow;
    head: string;
    base: string;
    title: string;
    body: string;
    known?: { number: number };
  }): Promise<PullRequestRef>;
  getPullRequest(project: ProjectRow, number: number): Promise<PullRequestRef>;
}

export type ProviderFactory = (rt: AgentRuntime) => RepoProvider;
