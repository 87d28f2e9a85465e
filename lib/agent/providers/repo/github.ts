import { Octokit } from '@octokit/rest';
import type { AgentRuntime } from '../../agent-runtime';
import type { ProjectRow } from '../../types';
import type { GitConfig } from './git';
import type { PullRequestRef, RepoProvider } from './provider';

/**
 * GitHub (docs/agent-api.md "Repository providers"): git over HTTPS for clone and push, Octokit for pull requests. The
 * API base URL is configurable (GitHub Enterprise, or a loopback stand-in in tests) and the
 * token reaches git only as an `http.<origin>.extraheader` in the environment.
 */
export function githubProvider(rt: AgentRuntime): RepoProvider {
  const token = rt.env.githubToken;
  const client = (project: ProjectRow) =>
    new Octokit({
      auth: token,
      baseUrl: (project.api_base_url ?? rt.env.githubApiUrl).replace(/\/+$/, ''),
      userAgent: 'lectern-docs-agent',
      request: { retries: 0 },
    });
  const repoOf = (project: ProjectRow) => {
    if (!project.repo_owner || !project.repo_name) throw new Error(`project ${project.id} has no GitHub owner/name`);
    return { owner: project.repo_owner, repo: project.repo_name };
  };
  const toRef = (pr: { number: number; html_url: string; state: string; merged_at?: string | null; merged?: boolean }): PullRequestRef => ({
    number: pr.number,
    url: pr.html_url,
    state: pr.merged || pr.merged_at ? 'merged' : pr.state === 'open' ? 'open' : 'closed',
  });
  return {
    kind: 'github',
    async remote(project) {
      return { url: project.repo_url, config: credentialConfig(project.repo_url, token) };
    },
    async ensurePullRequest({ project, head, base, title, body, known }) {
      const octokit = client(project);
      const repo = repoOf(project);
      if (known) {
        const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: known.number });
        if (data.state === 'open') {
          const updated = await octokit.rest.pulls.update({ ...repo, pull_number: known.number, title, body });
          return toRef(updated.data);
        }
      }
      const findOpen = async () => {
        const { data } = await octokit.rest.pulls.list({ ...repo, head: `${repo.owner}:${head}`, state: 'all' });
        return data.find((pr) => pr.state === 'open' && pr.head.ref === head);
      };
      const existing = await findOpen();
      if (existing) return toRef(existing);
      try {
        const { data } = await octokit.rest.pulls.create({ ...repo, head, base, title, body, draft: project.pr_draft === 1 });
        return toRef(data);
      } catch (error) {
        // Someone (or our own earlier attempt) opened it between the lookup and the create.
        if ((error as { status?: number }).status === 422) {
          const found = await findOpen();
          if (found) return toRef(found);
        }
        throw error;
      }
    },
    async getPullRequest(project, number) {
      const { data } = await client(project).rest.pulls.get({ ...repoOf(project), pull_number: number });
      return toRef(data);
    },
  };
}

/** `http.<origin>/.extraheader` with basic auth for an https remote; nothing for other remotes. */
export function credentialConfig(remote: string, token: string | undefined): GitConfig {
  if (!token || !/^https?:\/\//.test(remote)) return [];
  const origin = new URL(remote).origin;
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return [[`http.${origin}/.extraheader`, `AUTHORIZATION: basic ${basic}`]];
}
