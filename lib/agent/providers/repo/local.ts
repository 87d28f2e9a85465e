import type { AgentRuntime } from '../../agent-runtime';
import { findOpenLocalPr, getLocalPr, insertLocalPr, updateLocalPr, type LocalPrRow } from '../../store/local-pull-requests';
import type { ProjectRow } from '../../types';
import { localBareRepoPath } from './describe';
import { git } from './git';
import { seedBareRepo } from './local-seed';
import { prLinkToken } from './pr-link-token';
import type { PullRequestRef, RepoProvider } from './provider';

export type { LocalPrRow };

/**
 * The embedded provider (docs/agent-api.md "Repository providers"): a bare repository per project under the data
 * directory is the remote, and pull requests are rows shown by the site's `/pull/<project>/<n>` page.
 */
export function localProvider(rt: AgentRuntime): RepoProvider {
  const toRef = (row: LocalPrRow): PullRequestRef => ({
    number: row.number,
    url: localPrUrl(rt, row.project_id, row.number),
    state: row.state,
  });
  return {
    kind: 'local',
    async remote(project) {
      const bare = localBareRepoPath(rt, project.id);
      await seedBareRepo(bare, project.repo_url, project.deployment_branch);
      return { url: bare, config: [] };
    },
    async ensurePullRequest({ project, head, base, title, body, known }) {
      const open = known ? await getLocalPr(rt, project.id, known.number) : await findOpenLocalPr(rt, project.id, head);
      if (open && open.state === 'open') {
        await updateLocalPr(rt, project.id, open.number, { title, body });
        return toRef(open);
      }
      const bare = localBareRepoPath(rt, project.id);
      const baseSha = (await git(['--git-dir', bare, 'merge-base', `refs/heads/${base}`, `refs/heads/${head}`])).trim();
      const number = await insertLocalPr(rt, { projectId: project.id, head, base, baseSha, title, body });
      return toRef((await getLocalPr(rt, project.id, number))!);
    },
    async getPullRequest(project, number) {
      const row = await getLocalPr(rt, project.id, number);
      if (!row) throw new Error(`local pull request #${number} of ${project.id} not found`);
      return toRef(row);
    },
  };
}

export { getLocalPr };

/**
 * The page link of a `local` pull request, the job's `prLink`: `/pull/<project>/<n>?token=…`. The
 * token (see prLinkToken) is what lets a reader who is not an editor open the page.
 */
export function localPrUrl(rt: AgentRuntime, projectId: string, number: number): string {
  return `${rt.env.appBaseUrl}/pull/${encodeURIComponent(projectId)}/${number}?token=${prLinkToken(rt.env, projectId, number)}`;
}

/**
 * What a human does on a code host, simulated for the `local` provider: merge (a merge commit
 * taking the head's tree onto the base) or close. Used by the dev-only route and by tests.
 */
export async function settleLocalPr(
  rt: AgentRuntime,
  project: ProjectRow,
  number: number,
  action: 'merge' | 'close',
): Promise<LocalPrRow | undefined> {
  const row = await getLocalPr(rt, project.id, number);
  if (!row || row.state !== 'open') return row;
  let mergedSha: string | null = null;
  if (action === 'merge') {
    const bare = localBareRepoPath(rt, project.id);
    const g = (...args: string[]) => git(['--git-dir', bare, ...args]).then((s) => s.trim());
    const baseSha = await g('rev-parse', `refs/heads/${row.base}`);
    const headSha = await g('rev-parse', `refs/heads/${row.head}`);
    const env = {
      GIT_AUTHOR_NAME: 'Lectern',
      GIT_AUTHOR_EMAIL: 'lectern@localhost',
      GIT_COMMITTER_NAME: 'Lectern',
      GIT_COMMITTER_EMAIL: 'lectern@localhost',
    };
    mergedSha = (
      await git(
        [
          '--git-dir',
          bare,
          'commit-tree',
          `${headSha}^{tree}`,
          '-p',
          baseSha,
          '-p',
          headSha,
          '-m',
          `Merge pull request #${number} from ${row.head}`,
        ],
        { env },
      )
    ).trim();
    await g('update-ref', `refs/heads/${row.base}`, mergedSha, baseSha);
  }
  await updateLocalPr(rt, project.id, number, { state: action === 'merge' ? 'merged' : 'closed', merged_sha: mergedSha });
  return getLocalPr(rt, project.id, number);
}

/** The pull request's diff from the base it was opened on, for the PR page. */
export async function localPrDiff(rt: AgentRuntime, row: LocalPrRow): Promise<string> {
  const bare = localBareRepoPath(rt, row.project_id);
  return git(['--git-dir', bare, 'diff', '--no-color', `${row.base_sha}..refs/heads/${row.head}`]).catch(() => '');
}
