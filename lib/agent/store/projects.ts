import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AgentRuntime } from '../agent-runtime';
import type { ProjectRow, ProviderKind } from '../types';
import { affected } from './tx';

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
export async function getProject(rt: AgentRuntime, id: string): Promise<ProjectRow | undefined> {
  return rt.db.kx.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every project, oldest first (the CLI's list). */
export async function listProjects(rt: AgentRuntime): Promise<ProjectRow[]> {
  return rt.db.kx.selectFrom('projects').selectAll().orderBy('created_at').execute();
}

/** Deletes a project row; true when it existed. */
export async function deleteProject(rt: AgentRuntime, id: string): Promise<boolean> {
  return affected(await rt.db.kx.deleteFrom('projects').where('id', '=', id).executeTakeFirst()) === 1;
}

/** Inserts a project; false when the id is taken. */
export async function insertProject(rt: AgentRuntime, p: NewProject): Promise<boolean> {
  const result = await rt.db.kx
    .insertInto('projects')
    .values({
      id: p.id,
      org_id: p.orgId ?? DEFAULT_ORG_ID,
      name: p.id,
      repo_provider: p.provider,
      repo_url: p.repoUrl,
      repo_owner: p.repoOwner ?? null,
      repo_name: p.repoName ?? null,
      api_base_url: p.apiBaseUrl ?? null,
      deployment_branch: p.deploymentBranch,
      docs_root: p.docsRoot,
      read_context_json: p.readContext ? JSON.stringify(p.readContext) : null,
      allowed_exts_json: null,
      openapi_urls_json: null,
      model: null,
      created_at: rt.now(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return affected(result) === 1;
}

/** Inserts an org if missing (tests use a second org to check that projects do not leak). */
export async function ensureOrg(rt: AgentRuntime, id: string, name = id): Promise<void> {
  await rt.db.kx
    .insertInto('orgs')
    .values({ id, name, created_at: rt.now() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The implicit org and the `default` project, which points at the site's own docs folder through
 * the `local` provider so a fresh checkout can run a job end to end (docs/agent-api.md "Authentication").
 */
export async function ensureDefaults(rt: AgentRuntime): Promise<void> {
  await ensureOrg(rt, DEFAULT_ORG_ID, 'default');
  if (await getProject(rt, DEFAULT_PROJECT_ID)) return;
  await insertProject(rt, { id: DEFAULT_PROJECT_ID, provider: 'local', ...describeSource(rt.env.docsDir) });
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
