import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { git, isValidBranch, remoteBranchSha, type GitConfig } from '../providers/repo/git';
import type { StagedChange } from '../tools/gates';

export type Remote = { url: string; config: GitConfig };

/**
 * Fresh workspace for a run (docs/agent-api.md "From prompt to pull request"): a clone of the base branch, then the
 * working branch checked out from the remote if it exists, or cut from the base head otherwise.
 * `expectedRemoteSha` is what the push's compare-and-swap will expect the branch to be.
 */
export async function prepareWorkspace(a: {
  remote: Remote;
  dir: string;
  branch: string;
  baseBranch: string;
  shallow: boolean;
  signal?: AbortSignal;
}) {
  for (const name of [a.branch, a.baseBranch])
    if (!(await isValidBranch(name))) throw new Error(`invalid branch name ${JSON.stringify(name)}`);
  const o = { config: a.remote.config, signal: a.signal };
  rmSync(a.dir, { recursive: true, force: true });
  mkdirSync(path.dirname(a.dir), { recursive: true });
  const depth = a.shallow ? ['--depth', '50'] : [];
  await git(['clone', '--quiet', '--no-tags', '--single-branch', '--branch', a.baseBranch, ...depth, '--', a.remote.url, a.dir], o);
  const expectedRemoteSha = await remoteBranchSha(a.remote.url, a.branch, o);
  const w = { ...o, cwd: a.dir };
  if (expectedRemoteSha) {
    await git(['fetch', '--quiet', '--no-tags', ...depth, 'origin', `+refs/heads/${a.branch}:refs/remotes/origin/${a.branch}`], w);
    await git(['checkout', '--quiet', '-B', a.branch, `refs/remotes/origin/${a.branch}`], w);
  } else {
    await git(['checkout', '--quiet', '-B', a.branch], w);
  }
  const headSha = (await git(['rev-parse', 'HEAD'], w)).trim();
  return { headSha, expectedRemoteSha };
}

/** Stages everything and lists the changes as git sees them, with their new and old text. */
export async function stageChanges(dir: string): Promise<StagedChange[]> {
  await git(['add', '-A', '--', '.'], { cwd: dir });
  const raw = await git(['diff', '--cached', '--raw', '-z', '--no-renames'], { cwd: dir });
  const parts = raw.split('\0').filter(Boolean);
  const changes: StagedChange[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, newMode, , , status] = parts[i].split(' ');
    const file = parts[i + 1];
    const change: StagedChange = { path: file, status: status[0], newMode };
    if (status[0] !== 'A') change.oldContent = await git(['show', `HEAD:${file}`], { cwd: dir }).catch(() => '');
    if (status[0] !== 'D') change.content = await git(['show', `:${file}`], { cwd: dir }).catch(() => '');
    changes.push(change);
  }
  return changes;
}

/** Lines the staged change adds, for the pull request's list of new links and images. */
export async function addedLines(dir: string): Promise<string[]> {
  const diff = await git(['diff', '--cached', '-U0', '--no-color', '--no-ext-diff'], { cwd: dir });
  return diff.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'));
}

export const AGENT_AUTHOR = { name: 'Lectern docs agent', email: 'docs-agent@lectern.invalid' };

/** Commits the staged change as the bot, with the `Agent-Job` trailer (docs/agent-api.md "From prompt to pull request"). */
export async function commitStaged(dir: string, subject: string, body: string, jobId: string): Promise<string> {
  const message = `${subject}\n\n${body}\n\nAgent-Job: ${jobId}\n`;
  const env = {
    GIT_AUTHOR_NAME: AGENT_AUTHOR.name,
    GIT_AUTHOR_EMAIL: AGENT_AUTHOR.email,
    GIT_COMMITTER_NAME: AGENT_AUTHOR.name,
    GIT_COMMITTER_EMAIL: AGENT_AUTHOR.email,
  };
  await git(['commit', '--quiet', '--no-verify', '-m', message], { cwd: dir, env });
  return (await git(['rev-parse', 'HEAD'], { cwd: dir })).trim();
}

export class BranchMovedError extends Error {
  constructor(readonly branch: string) {
    super(`branch ${branch} moved on the remote during the run`);
    this.name = 'BranchMovedError';
  }
}

/**
 * Pushes `commitSha` to the working branch by compare-and-swap (docs/agent-api.md "From prompt to pull request"): the
 * remote must still be at `expected` (absent when null). Pushing a commit the remote already has
 * is a no-op, which makes a recovered push idempotent.
 */
export async function pushCommit(a: {
  remote: Remote;
  dir: string;
  branch: string;
  expected: string | null;
  commitSha: string;
  signal?: AbortSignal;
}): Promise<void> {
  const o = { config: a.remote.config, signal: a.signal };
  const current = await remoteBranchSha(a.remote.url, a.branch, o);
  if (current === a.commitSha) return;
  if (current !== a.expected) throw new BranchMovedError(a.branch);
  const lease = `--force-with-lease=refs/heads/${a.branch}:${a.expected ?? ''}`;
  try {
    await git(['push', '--quiet', '--porcelain', lease, 'origin', `${a.commitSha}:refs/heads/${a.branch}`], { ...o, cwd: a.dir });
  } catch (error) {
    if (/stale info|rejected|non-fast-forward|fetch first/i.test(String((error as { stderr?: string }).stderr ?? '')))
      throw new BranchMovedError(a.branch);
    throw error;
  }
}

/** Whether a workspace still holds a commit (after a crash between commit and push). */
export async function hasCommit(dir: string, sha: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  return git(['cat-file', '-e', `${sha}^{commit}`], { cwd: dir }).then(
    () => true,
    () => false,
  );
}
