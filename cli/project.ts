import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Args } from './args';
import { localBareRepoPath } from '../lib/agent/providers/repo/describe';
import { isValidBranch } from '../lib/agent/providers/repo/git';
import { seedBareRepo } from '../lib/agent/providers/repo/local-seed';
import { getRuntime } from '../lib/agent/runtime';
import { deleteProject, getProject, insertProject, listProjects } from '../lib/agent/store/projects';
import type { ProviderKind } from '../lib/agent/types';
import { webhookSecret } from '../lib/agent/webhooks/signature';

const USAGE =
  'usage: lectern project add <id> --repo <path-or-url> [--provider local|github] [--docs-root <dir>] [--branch <name>] [--api-url <github api>] | lectern project list | lectern project webhook-secret <id>';

/**
 * `lectern project …`: registers a repository the agent may edit. `local` (the default) copies it
 * into a bare repository under the data directory — the source is never written to — and
 * `github` pushes branches to the remote and opens pull requests through the GitHub API.
 */
export async function runProject(args: Args): Promise<number> {
  const [sub, id] = args.positional;
  const rt = getRuntime();
  if (sub === 'list') {
    for (const p of await listProjects(rt)) {
      console.log(`${p.id}  ${p.repo_provider}  ${p.repo_url}  branch=${p.deployment_branch}  docs-root=${p.docs_root}`);
    }
    return 0;
  }
  if (sub === 'webhook-secret' && id) {
    // The key that signs this project's completion webhooks (Lectern-Signature), for the receiver.
    if (!(await getProject(rt, id))) return fail(`no project "${id}"`);
    console.log(webhookSecret(rt.env.dataDir, id));
    return 0;
  }
  if (sub !== 'add' || !id) return fail(USAGE);
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/.test(id)) return fail(`project id "${id}" must be letters, digits, - and _ (at most 63)`);
  if (await getProject(rt, id)) return fail(`project "${id}" already exists`);
  const repoFlag = args.flags.get('repo');
  if (typeof repoFlag !== 'string') return fail(`--repo <path-or-url> is required\n${USAGE}`);
  const provider = (args.flags.get('provider') ?? 'local') as ProviderKind;
  if (provider !== 'local' && provider !== 'github') return fail('--provider must be local or github');
  const isUrl = /^(https?|ssh|git|file):\/\//.test(repoFlag) || /^[\w.-]+@[\w.-]+:/.test(repoFlag);
  const repo = isUrl ? repoFlag : path.resolve(repoFlag);
  const docsRoot = normalizeDocsRoot(args.flags.get('docs-root'));
  if (docsRoot === null) return fail('--docs-root must be a relative folder inside the repository');
  const branchFlag = args.flags.get('branch');
  const branch = typeof branchFlag === 'string' ? branchFlag : defaultBranch(repo);
  if (!(await isValidBranch(branch))) return fail(`"${branch}" is not a valid branch name`);
  const github = provider === 'github' ? ownerAndName(repo) : null;
  if (provider === 'github' && !github)
    return fail('--repo for the github provider must be a GitHub URL such as https://github.com/acme/docs');
  // Its bare repository would live in this machine's folder only, while runs are claimed on every machine.
  if (provider === 'local' && rt.db.dialect === 'postgres' && !rt.env.dataDirShared)
    return fail(
      'DATABASE_URL is PostgreSQL, and the local provider keeps repositories in this data folder: use --provider github, ' +
        'or, if every worker and site mounts this same folder, declare it shared with LECTERN_DATA_DIR_SHARED=1',
    );
  const apiUrl = args.flags.get('api-url');
  await insertProject(rt, {
    id,
    provider,
    repoUrl: repo,
    repoOwner: github?.owner,
    repoName: github?.name,
    apiBaseUrl: typeof apiUrl === 'string' ? apiUrl : null,
    deploymentBranch: branch,
    docsRoot,
  });
  if (provider === 'local') {
    try {
      await seedBareRepo(localBareRepoPath(rt, id), repo, branch);
    } catch (error) {
      await deleteProject(rt, id);
      return fail(`could not copy ${repo}: ${(error as Error).message}`);
    }
  }
  console.log(`Added project "${id}" (${provider}, ${repo}, branch ${branch}, docs root ${docsRoot}).`);
  console.log(`Create a key for it: lectern keys create --project ${id}`);
  return 0;
}

/** A docs root relative to the repository root, `.` for the whole repository; null if it escapes. */
function normalizeDocsRoot(flag: string | true | undefined): string | null {
  if (flag === undefined || flag === true) return '.';
  const normal = path.posix.normalize(flag.replace(/\\/g, '/')).replace(/^\.\/|\/+$/g, '') || '.';
  return normal.startsWith('..') || normal.startsWith('/') ? null : normal;
}

/** The branch HEAD points at in the source (a local checkout or a remote), `main` when unknown. */
function defaultBranch(repo: string): string {
  try {
    const out = execFileSync('git', ['ls-remote', '--symref', '--', repo, 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 15_000,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    });
    return /^ref: refs\/heads\/(\S+)\tHEAD/m.exec(out)?.[1] ?? 'main';
  } catch {
    return 'main';
  }
}

function ownerAndName(url: string): { owner: string; name: string } | null {
  const m = /github[^/:]*[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
  return m ? { owner: m[1], name: m[2] } : null;
}

function fail(message: string): number {
  console.error(`lectern project: ${message}`);
  return 1;
}
