import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { upgradeMintJsonText } from '../../config/mint-json';
import { withSpecOverrides } from '../../openapi/load';
import { parseSpecText } from '../../openapi/parse-text';
import { writeBuildMarker } from '../../site/build-marker';
import { loadSite } from '../../site/load-site';
import { providerFor } from '../providers/repo';
import { git, remoteBranchSha } from '../providers/repo/git';
import type { AgentRuntime } from '../agent-runtime';
import { appendDeploymentLogs, finishDeployment, type DeploymentRow } from '../store/deployments';
import { DEFAULT_PROJECT_ID, describeSource, getProject } from '../store/projects';
import { markServedBuild } from '../store/served-build';
import { getSnapshot, publishBuild, type SpecSnapshot } from '../store/site-builds';
import type { Problem } from '../../config/types';
import type { ProjectRow } from '../types';
import { notifySite, refreshLeftToReplicas } from './notify-site';
import { collectOpenApiUrls } from './openapi-urls';
import { safeGet, SPEC_FETCH_LIMITS } from './safe-fetch';

type SpecResult = { url: string; status: 'changed' | 'unchanged' | 'failed'; sha256?: string; message?: string };
/** The GET used for spec sources; tests pass their own to serve `https://` URLs from memory. */
export type SpecGet = typeof safeGet;

/**
 * Runs a claimed deployment (docs/agent-api.md "Deployments"): reads the deployment branch head and its
 * docs.json, refetches every URL-hosted OpenAPI source (conditional GET, SSRF guard), checks each
 * is an OpenAPI document, and publishes a new build only when all succeeded. When the project is
 * the docs folder this site serves, the route table is first rebuilt with the new snapshots; only
 * if every refreshed spec loads there is the build published and the build marker replaced (the
 * database's row, which every site replica follows, and the file in the data folder, which a site
 * sharing this machine's folder follows), which tells the serving process to swap (lib/site/get-site.ts).
 */
export async function runDeployment(rt: AgentRuntime, d: DeploymentRow, owner: string, get: SpecGet = safeGet): Promise<void> {
  const logs: string[] = [];
  const results: SpecResult[] = [];
  let commit: object | null = null;
  try {
    const project = await getProject(rt, d.project_id);
    if (!project) throw new Error(`project ${d.project_id} no longer exists`);
    const head = await readHead(rt, project);
    commit = { sha: head.sha, ref: project.deployment_branch, message: head.message };
    logs.push(`Deploying ${project.deployment_branch} at ${head.sha.slice(0, 12)}`);
    const urls = [
      ...new Set([
        ...collectOpenApiUrls(head.config),
        ...(project.openapi_urls_json ? (JSON.parse(project.openapi_urls_json) as string[]) : []),
      ]),
    ];
    if (urls.length === 0) logs.push('No URL-hosted OpenAPI sources in docs.json.');
    const snapshots: SpecSnapshot[] = [];
    for (const url of urls) {
      const result = await refreshSpec(rt, project.id, url, get);
      results.push(result.result);
      logs.push(result.log);
      if (result.snapshot) snapshots.push(result.snapshot);
    }
    const failed = results.filter((r) => r.status === 'failed').length;
    const changed = results.filter((r) => r.status === 'changed').length;
    if (failed) {
      await finishDeployment(rt, d, owner, {
        status: 'failure',
        summary: `${failed} of ${urls.length} OpenAPI sources failed; the previous build keeps serving.`,
        logs,
        commit,
        specResults: results,
      });
      return;
    }
    const served = servedDocsDir(rt, project);
    if (served) {
      const broken = await specsThatDoNotLoad(served, snapshots);
      if (broken.length) {
        logs.push(...broken.map((p) => `Site rebuild: ${p.file}${p.path ? ` (${p.path})` : ''}: ${p.message}`));
        await finishDeployment(rt, d, owner, {
          status: 'failure',
          summary: 'The refreshed OpenAPI sources did not load into the site; the previous build keeps serving.',
          logs,
          commit,
          specResults: results,
        });
        return;
      }
    }
    const summary = `${urls.length} OpenAPI source${urls.length === 1 ? '' : 's'} refreshed (${changed} changed)`;
    const finished = await finishDeployment(rt, d, owner, { status: 'success', summary, logs, commit, specResults: results }, async (t) => {
      const buildId = await publishBuild(t, project.id, d.id, snapshots);
      logs.push(`Published build ${buildId}`);
      if (!served) return;
      const left = refreshLeftToReplicas(rt);
      if (left) logs.push(left);
      // The database's marker is what replicas on other machines follow (NOTIFY at commit, or their poll).
      await markServedBuild(t, { buildId, projectId: project.id });
      // Last, inside the transaction: if the marker cannot be written, the deployment fails instead.
      writeBuildMarker(rt.env.dataDir, { buildId, docsDir: served, specs: snapshots });
    });
    // The serving process re-renders its pages with the new build (prerendered ones included): a call
    // only after the commit, so its answer is the one line a reader of the status can see arrive late.
    if (finished && served && !refreshLeftToReplicas(rt)) await appendDeploymentLogs(rt, d.id, [await notifySite(rt)]);
  } catch (error) {
    logs.push(`Deployment failed: ${(error as Error).message}`);
    await finishDeployment(rt, d, owner, {
      status: 'failure',
      summary: 'The deployment failed; the previous build keeps serving.',
      logs,
      commit,
      specResults: results,
    });
  }
}

/**
 * The folder the running site serves, when `project` is it: the `default` project, or a local
 * project whose docs root resolves to `DOCS_DIR`. Other projects get a build row but no swap.
 */
function servedDocsDir(rt: AgentRuntime, project: ProjectRow): string | undefined {
  const served = path.resolve(rt.env.docsDir);
  if (project.id === DEFAULT_PROJECT_ID) return served;
  if (project.repo_provider === 'local' && path.resolve(project.repo_url, project.docs_root) === served) return served;
  return undefined;
}

/**
 * Loads the served folder's route table with the new snapshots; the errors about those specs
 * (located in the document, or at its declaration when the site refuses it, e.g. a non-https URL).
 */
async function specsThatDoNotLoad(docsDir: string, snapshots: SpecSnapshot[]): Promise<Problem[]> {
  const overrides = new Map(snapshots.map((s) => [s.url, s.body]));
  const site = await withSpecOverrides(overrides, () => loadSite(docsDir));
  const about = (p: Problem) => overrides.has(p.file) || [...overrides.keys()].some((url) => p.message.includes(url));
  return site.problems.filter((p) => p.severity === 'error' && about(p));
}

/** Fetches one source; `unchanged` on 304 or identical bytes. A failure never throws. */
async function refreshSpec(
  rt: AgentRuntime,
  projectId: string,
  url: string,
  get: SpecGet,
): Promise<{ result: SpecResult; log: string; snapshot?: SpecSnapshot }> {
  const previous = await getSnapshot(rt, projectId, url);
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.last_modified) headers['if-modified-since'] = previous.last_modified;
  try {
    const response = await get(url, headers, { ...SPEC_FETCH_LIMITS, allowPrivate: rt.env.allowPrivateNetworkFetch });
    if (response.status === 304 && previous)
      return { result: { url, status: 'unchanged', sha256: previous.sha256 }, log: `${url}: not modified`, snapshot: previous };
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    const document = parseSpec(response.body);
    if (!document) throw new Error('not an OpenAPI document (no "openapi" or "swagger" key)');
    const sha256 = createHash('sha256').update(response.body).digest('hex');
    const status = previous?.sha256 === sha256 ? 'unchanged' : 'changed';
    const header = (name: string) => (typeof response.headers[name] === 'string' ? response.headers[name] : null);
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

/**
 * Parses JSON or YAML with the spec parser the site itself uses (lib/openapi, with its bound on
 * alias expansion) and keeps the value only if it is an OpenAPI or Swagger document.
 */
function parseSpec(text: string): object | null {
  const parsed = parseSpecText(text);
  const value = parsed.ok ? parsed.value : null;
  return value && typeof value === 'object' && ('openapi' in value || 'swagger' in value) ? value : null;
}

/**
 * The deployment branch head and its docs.json. The `default` project is the folder this site
 * serves, so it is read from disk; other projects from their repository.
 */
async function readHead(rt: AgentRuntime, project: ProjectRow): Promise<{ sha: string; message: string; config: unknown }> {
  if (project.id === DEFAULT_PROJECT_ID) {
    const source = describeSource(rt.env.docsDir);
    const sha = await git(['-C', source.repoUrl, 'rev-parse', 'HEAD']).then(
      (s) => s.trim(),
      () => 'unknown',
    );
    const message = await git(['-C', source.repoUrl, 'log', '-1', '--format=%s']).then(
      (s) => s.trim(),
      () => '',
    );
    const config = await readConfig((file) => readFile(path.join(rt.env.docsDir, file), 'utf8'));
    return { sha, message, config };
  }
  const remote = await providerFor(rt, project).remote(project);
  const sha = await remoteBranchSha(remote.url, project.deployment_branch, { config: remote.config });
  if (!sha) throw new Error(`branch ${project.deployment_branch} not found`);
  if (project.repo_provider !== 'local') {
    throw new Error('deployments read docs.json from local projects and the default project only');
  }
  const config = await readConfig((file) => git(['--git-dir', remote.url, 'show', `${sha}:${path.posix.join(project.docs_root, file)}`]));
  const message = (await git(['--git-dir', remote.url, 'log', '-1', '--format=%s', sha])).trim();
  return { sha, message, config };
}

/**
 * docs.json, or, in a folder with only Mintlify's older mint.json, the docs.json it upgrades to
 * (as the site reads it: lib/config/load-mint-json.ts). A docs.json that exists is the one read.
 */
async function readConfig(read: (file: string) => Promise<string>): Promise<unknown> {
  const docs = await read('docs.json').catch((error: unknown) => ({ error }));
  if (typeof docs === 'string') return JSON.parse(docs);
  const mint = await read('mint.json').catch(() => undefined);
  // Neither file: the docs.json error is the one that says what is missing.
  if (mint === undefined) throw docs.error;
  const upgraded = upgradeMintJsonText(mint);
  if (!upgraded.ok) throw new Error(`mint.json${upgraded.line ? `:${upgraded.line}` : ''}: ${upgraded.message}`);
  return upgraded.docs;
}
