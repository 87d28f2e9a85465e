import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { providerFor } from '../providers/repo';
import { git, remoteBranchSha } from '../providers/repo/git';
import type { AgentRuntime } from '../runtime';
import { finishDeployment, type DeploymentRow } from '../store/deployments';
import { DEFAULT_PROJECT_ID, describeSource, getProject } from '../store/projects';
import { getSnapshot, publishBuild, type SpecSnapshot } from '../store/site-builds';
import type { ProjectRow } from '../types';
import { collectOpenApiUrls } from './openapi-urls';
import { safeGet, SPEC_FETCH_LIMITS } from './safe-fetch';

type SpecResult = { url: string; status: 'changed' | 'unchanged' | 'failed'; sha256?: string; message?: string };

/**
 * Runs a claimed deployment (agent-api.md B16): reads the deployment branch head and its
 * docs.json, refetches every URL-hosted OpenAPI source (conditional GET, SSRF guard), checks each
 * is an OpenAPI document, and publishes a new build only when all succeeded.
 */
export async function runDeployment(rt: AgentRuntime, d: DeploymentRow, owner: string): Promise<void> {
  const logs: string[] = [];
  const results: SpecResult[] = [];
  let commit: object | null = null;
  try {
    const project = getProject(rt, d.project_id);
    if (!project) throw new Error(`project ${d.project_id} no longer exists`);
    const head = await readHead(rt, project);
    commit = { sha: head.sha, ref: project.deployment_branch, message: head.message };
    logs.push(`Deploying ${project.deployment_branch} at ${head.sha.slice(0, 12)}`);
    const urls = [...new Set([...collectOpenApiUrls(head.config), ...(project.openapi_urls_json ? (JSON.parse(project.openapi_urls_json) as string[]) : [])])];
    if (urls.length === 0) logs.push('No URL-hosted OpenAPI sources in docs.json.');
    const snapshots: SpecSnapshot[] = [];
    for (const url of urls) {
      const result = await refreshSpec(rt, project.id, url);
      results.push(result.result);
      logs.push(result.log);
      if (result.snapshot) snapshots.push(result.snapshot);
    }
    const failed = results.filter((r) => r.status === 'failed').length;
    const changed = results.filter((r) => r.status === 'changed').length;
    if (failed) {
      finishDeployment(rt, d, owner, { status: 'failure', summary: `${failed} of ${urls.length} OpenAPI sources failed; the previous build keeps serving.`, logs, commit, specResults: results });
      return;
    }
    const summary = `${urls.length} OpenAPI source${urls.length === 1 ? '' : 's'} refreshed (${changed} changed)`;
    finishDeployment(rt, d, owner, { status: 'success', summary, logs, commit, specResults: results }, () => {
      logs.push(`Published build ${publishBuild(rt, project.id, d.id, snapshots)}`);
    });
  } catch (error) {
    logs.push(`Deployment failed: ${(error as Error).message}`);
    finishDeployment(rt, d, owner, { status: 'failure', summary: 'The deployment failed; the previous build keeps serving.', logs, commit, specResults: results });
  }
}

/** Fetches one source; `unchanged` on 304 or identical bytes. A failure never throws. */
async function refreshSpec(rt: AgentRuntime, projectId: string, url: string): Promise<{ result: SpecResult; log: string; snapshot?: SpecSnapshot }> {
  const previous = getSnapshot(rt, projectId, url);
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.last_modified) headers['if-modified-since'] = previous.last_modified;
  try {
    const response = await safeGet(url, headers, { ...SPEC_FETCH_LIMITS, allowPrivate: rt.env.allowPrivateNetworkFetch });
    if (response.status === 304 && previous) return { result: { url, status: 'unchanged', sha256: previous.sha256 }, log: `${url}: not modified`, snapshot: previous };
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    const document = parseSpec(response.body);
    if (!document) throw new Error('not an OpenAPI document (no "openapi" or "swagger" key)');
    const sha256 = createHash('sha256').update(response.body).digest('hex');
    const status = previous?.sha256 === sha256 ? 'unchanged' : 'changed';
    const header = (name: string) => (typeof response.headers[name] === 'string' ? (response.headers[name] as string) : null);
    return {
      result: { url, status, sha256 },
      log: `${url}: ${status}`,
      snapshot: { url, etag: header('etag'), last_modified: header('last-modified'), sha256, body: response.body },
    };
  } catch (error) {
    const message = (error as Error).message;
    return { result: { url, status: 'failed', message }, log: `${url}: failed: ${message}` };
  }
}

/** Parses JSON or YAML and keeps it only if it is an OpenAPI or Swagger document. Never executes anything. */
function parseSpec(text: string): object | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      value = parseYaml(text, { maxAliasCount: 100 });
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && ('openapi' in value || 'swagger' in value) ? value : null;
}

/**
 * The deployment branch head and its docs.json. The `default` project is the folder this site
 * serves, so it is read from disk; other projects from their repository.
 */
async function readHead(rt: AgentRuntime, project: ProjectRow): Promise<{ sha: string; message: string; config: unknown }> {
  const docsJsonPath = path.posix.join(project.docs_root, 'docs.json');
  if (project.id === DEFAULT_PROJECT_ID) {
    const source = describeSource(rt.env.docsDir);
    const sha = await git(['-C', source.repoUrl, 'rev-parse', 'HEAD']).then((s) => s.trim(), () => 'unknown');
    const message = await git(['-C', source.repoUrl, 'log', '-1', '--format=%s']).then((s) => s.trim(), () => '');
    return { sha, message, config: JSON.parse(readFileSync(path.join(rt.env.docsDir, 'docs.json'), 'utf8')) };
  }
  const remote = await providerFor(rt, project).remote(project);
  const sha = await remoteBranchSha(remote.url, project.deployment_branch, { config: remote.config });
  if (!sha) throw new Error(`branch ${project.deployment_branch} not found`);
  if (project.repo_provider !== 'local') {
    throw new Error('deployments read docs.json from local projects and the default project only');
  }
  const text = await git(['--git-dir', remote.url, 'show', `${sha}:${docsJsonPath}`]);
  const message = (await git(['--git-dir', remote.url, 'log', '-1', '--format=%s', sha])).trim();
  return { sha, message, config: JSON.parse(text) };
}
