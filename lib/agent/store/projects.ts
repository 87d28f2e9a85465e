import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AgentRuntime } from '../agent-runtime';
import type { ProjectRow, ProviderKind } from '../types';

export const DEFAULT_ORG_ID = 'org_default';
export const DEFAULT_PROJECT_ID = 'default';

export type NewProject = {
  id: string;
  orgId?: string;
  provider: ProviderKind;
  repoUrl: string;
  repoOwner?: string | null;
  repoName?: string | null;
  apiBaseUrl?: string | null;
  deploymentBranch: string;
  docsRoot: string;
  readContext?: string[];
};

/** Looks a project up by id (any org: callers decide what a foreign org means). */
export function getProject(rt: AgentRuntime, id: string): ProjectRow | undefined {
  return rt.db.get<ProjectRow>('SELECT * FROM projects WHERE id = ?', id);
}

/** Inserts a project; false when the id is taken. */
export function insertProject(rt: AgentRuntime, p: NewProject): boolean {
  const result = rt.db.run(
    `INSERT INTO projects (id, org_id, name, repo_provider, repo_url, repo_owner, repo_name, api_base_url,
       deployment_branch, docs_root, read_context_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    p.id,
    p.orgId ?? DEFAULT_ORG_ID,
    p.id,
    p.provider,
    p.repoUrl,
    p.repoOwner ?? null,
    p.repoName ?? null,
    p.apiBaseUrl ?? null,
    p.deploymentBranch,
    p.docsRoot,
    p.readContext ? JSON.stringify(p.readContext) : null,
    rt.now(),
  );
  return result.changes === 1;
}

/** Inserts an org if missing (tests use a second org to check that projects do not leak). */
export function ensureOrg(rt: AgentRuntime, id: string, name = id): void {
  rt.db.run('INSERT INTO orgs (id, name, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING', id, name, rt.now());
}

/**
 * The implicit org and the `default` project, which points at the site's own docs folder through
 * the `local` provider so a fresh checkout can run a job end to end (docs/agent-api.md "Authentication").
 */
export function ensureDefaults(rt: AgentRuntime): void {
  ensureOrg(rt, DEFAULT_ORG_ID, 'default');
  if (getProject(rt, DEFAULT_PROJECT_ID)) return;
  insertProject(rt, { id: DEFAULT_PROJECT_ID, provider: 'local', ...describeSource(rt.env.docsDir) });
}

/**
 * Where a local docs folder lives in git: its repository root, the docs folder relative to it and
 * the checked-out branch. A folder outside git is its own root on `main`.
 */
export function describeSource(dir: string): { repoUrl: string; docsRoot: string; deploymentBranch: string } {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const top = git('rev-parse', '--show-toplevel');
    const branch = git('symbolic-ref', '--short', 'HEAD');
    const docsRoot = path.relative(top, dir).split(path.sep).join('/') || '.';
    return { repoUrl: top, docsRoot, deploymentBranch: branch };
  } catch {
    return { repoUrl: path.resolve(dir), docsRoot: '.', deploymentBranch: 'main' };
  }
}

/** Extra readable paths of a project, besides its docs root. */
export function readContextOf(project: ProjectRow): string[] {
  return project.read_context_json ? (JSON.parse(project.read_context_json) as string[]) : [];
}
