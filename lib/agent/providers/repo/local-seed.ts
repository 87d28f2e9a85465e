import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from './git';

/**
 * Creates a `local` project's bare repository from a source (docs/agent-api.md "Repository providers"): a git repository
 * or URL is cloned bare; a plain folder is committed as it is onto `branch`. Idempotent.
 */
export async function seedBareRepo(bare: string, source: string, branch: string): Promise<void> {
  if (existsSync(path.join(bare, 'HEAD'))) return;
  const tmp = `${bare}.tmp-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    if (await isGitRepo(source)) await git(['clone', '--bare', '--quiet', '--', source, tmp]);
    else await commitFolder(source, tmp, branch);
    await publishSeed(tmp, bare);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Puts a finished seed in place under the repository's name, by a rename, so a crash mid-seed
 * never leaves a half-made repository there. When a repository is already there, another seeder
 * won (a second worker, or a parallel run of the project, that also found none): ours is dropped
 * and theirs stays. Removing it instead, as this once did, pulled the repository from under the
 * runs already cloning from or pushing to it (found by bench/agent-queue.ts at 4 workers). Only a
 * leftover without a HEAD (no repository) is moved away first.
 */
export async function publishSeed(tmp: string, bare: string): Promise<void> {
  const { rename } = await import('node:fs/promises');
  try {
    await rename(tmp, bare);
  } catch (error) {
    if (existsSync(path.join(bare, 'HEAD'))) return;
    if (!existsSync(bare)) throw error;
    const stale = `${tmp}.stale`;
    await rename(bare, stale);
    rmSync(stale, { recursive: true, force: true });
    await rename(tmp, bare);
  }
}

async function isGitRepo(source: string): Promise<boolean> {
  if (/^(https?|ssh|git|file):\/\//.test(source) || /^[\w.-]+@[\w.-]+:/.test(source)) return true;
  return git(['-C', source, 'rev-parse', '--git-dir']).then(
    () => true,
    () => false,
  );
}

/** Commits a plain folder's files (honouring its .gitignore) into a new bare repository. */
async function commitFolder(source: string, bare: string, branch: string): Promise<void> {
  await git(['init', '--bare', '--quiet', `--initial-branch=${branch}`, bare]);
  const index = path.join(mkdtempSync(path.join(os.tmpdir(), 'lectern-seed-')), 'index');
  const env = { GIT_DIR: bare, GIT_WORK_TREE: path.resolve(source), GIT_INDEX_FILE: index };
  try {
    await git(['add', '-A', '--', '.', ':!node_modules', ':!.data', ':!.next'], { env, cwd: source });
    await git(
      ['-c', 'user.name=Lectern', '-c', 'user.email=lectern@localhost', 'commit', '--quiet', '--allow-empty', '-m', 'Import docs'],
      { env, cwd: source },
    );
  } finally {
    rmSync(path.dirname(index), { recursive: true, force: true });
  }
}
