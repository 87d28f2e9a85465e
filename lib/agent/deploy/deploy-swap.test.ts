import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markerStamp, MARKER_FILE, readSpecOverrides } from '../../site/build-marker';
import { loadServedSite } from '../../site/load-served-site';
import { refreshSecret } from '../../site/refresh-secret';
import { claimDeployment, getDeployment, queueDeployment } from '../store/deployments';
import { DEFAULT_PROJECT_ID } from '../store/projects';
import { getServedBuildId } from '../store/served-build';
import { getCurrentBuild } from '../store/site-builds';
import { useTempRuntime } from '../../../test/agent/fixtures';
import { runDeployment, type SpecGet } from './run-deployment';

// A stand-in for the serving process's end of the refresh contract (app/api/site/refresh; its
// real side is covered in the browser by e2e/deploy). It records calls and answers as told.
const refreshCalls: { method?: string; url?: string; authorization?: string }[] = [];
const site = { status: 200 };
// What a reader of the deployment's status saw at the moment the site was called (after the commit).
const seenAtRefresh: { status: string; logs: string[] }[] = [];
let deploying = '';
const stand = http.createServer((req, res) => {
  refreshCalls.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
  void getDeployment(env.rt(), deploying).then((row) => {
    seenAtRefresh.push({ status: row!.status, logs: JSON.parse(row!.logs_json) as string[] });
    res.writeHead(site.status, { 'content-type': 'application/json' }).end(JSON.stringify({ swapped: true, revalidated: true }));
  });
});
await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
const env = useTempRuntime({ APP_BASE_URL: `http://127.0.0.1:${(stand.address() as AddressInfo).port}` });
const url = 'https://specs.example.test/openapi.json';
const served = { status: 200, body: '' };
/** Serves the spec from memory: `https://` without a certificate, and no network. */
const get: SpecGet = async (target) => {
  if (target !== url) throw new Error(`unexpected fetch of ${target}`);
  return { status: served.status, headers: { etag: `"${served.body.length}"` }, body: served.body, url: target };
};
const spec = (summary: string) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'API', version: '1' },
    paths: { '/things': { get: { summary, responses: { 200: { description: 'ok' } } } } },
  });
const docsDir = () => env.rt().env.docsDir;
const dataDir = () => env.rt().env.dataDir;

async function deploy() {
  const rt = env.rt();
  const queued = await queueDeployment(rt, DEFAULT_PROJECT_ID);
  const claimed = (await claimDeployment(rt, 'test-worker', 60_000))!;
  expect(claimed.id).toBe(queued.id);
  deploying = queued.id;
  await runDeployment(rt, claimed, 'test-worker', get);
  const row = (await getDeployment(rt, queued.id))!;
  return { ...row, logs: JSON.parse(row.logs_json) as string[] };
}

beforeAll(() => {
  writeFileSync(
    path.join(docsDir(), 'docs.json'),
    JSON.stringify({ name: 'Site', navigation: { groups: [{ group: 'API', openapi: url }] } }),
  );
});
afterAll(async () => {
  await env.cleanup();
  stand.close();
});

describe('deployments of the served docs folder (B16 swap)', () => {
  it('publishes the snapshots through the build marker, and the site loads them without fetching', async () => {
    served.body = spec('List things');
    const done = await deploy();
    expect(done).toMatchObject({ status: 'success', summary: '1 OpenAPI source refreshed (1 changed)' });
    const marker = JSON.parse(readFileSync(path.join(dataDir(), MARKER_FILE), 'utf8'));
    expect(marker).toMatchObject({ buildId: (await getCurrentBuild(env.rt(), DEFAULT_PROJECT_ID))!.id, docsDir: docsDir() });
    expect(readSpecOverrides(dataDir(), docsDir())?.get(url)).toBe(served.body);
    // The database's marker, which replicas on other machines follow, names the same build.
    expect(await getServedBuildId(env.rt().db)).toBe(marker.buildId);
    const site = await loadServedSite(docsDir(), dataDir());
    expect(site.routes.map((r) => r.title)).toContain('List things');
  });

  it('tells the serving process to refresh, with the shared secret, and logs its answer', async () => {
    refreshCalls.length = 0;
    served.body = spec('List every thing');
    const done = await deploy();
    expect(done.logs.some((l) => l.startsWith('Published build '))).toBe(true);
    if (env.rt().db.dialect === 'postgres') {
      // No LECTERN_REFRESH_SECRET: this worker's data-folder secret is not the replicas'; they follow the database.
      expect(refreshCalls).toEqual([]);
      expect(done.logs.at(-1)).toBe(
        'Site refresh left to the site replicas: each picks the published build up from the database and re-renders its pages.',
      );
    } else {
      expect(refreshCalls).toEqual([{ method: 'POST', url: '/api/site/refresh', authorization: `Bearer ${refreshSecret(dataDir())}` }]);
      expect(done.logs.at(-1)).toBe('Site refreshed: the published build was swapped in; every page re-renders on its next visit.');
    }

    // LECTERN_REFRESH_SECRET set: the call carries it, on either database.
    refreshCalls.length = 0;
    env.rt().env.refreshSecret = 'r'.repeat(40);
    served.body = spec('List each thing');
    const configured = await deploy();
    expect(refreshCalls).toEqual([{ method: 'POST', url: '/api/site/refresh', authorization: `Bearer ${'r'.repeat(40)}` }]);
    expect(configured.logs.at(-1)).toBe('Site refreshed: the published build was swapped in; every page re-renders on its next visit.');

    // The publication's lines commit with the success: a status read between the commit and the refresh
    // (here, by the site while it is being called) already holds them; only the refresh's answer comes later.
    expect(seenAtRefresh.at(-1)?.status).toBe('success');
    expect(seenAtRefresh.at(-1)?.logs).toEqual(configured.logs.slice(0, -1));
    expect(configured.logs.filter((l) => l.startsWith('Published build '))).toHaveLength(1);

    site.status = 503;
    served.body = spec('List every single thing');
    const unreachable = await deploy();
    site.status = 200;
    expect(unreachable.status).toBe('success');
    expect(unreachable.logs.at(-1)).toMatch(
      /^Site not refreshed: http:\/\/127\.0\.0\.1:\d+\/api\/site\/refresh answered 503; pages prerendered at build time keep their previous content until the site is rebuilt\.$/,
    );
  });

  it('swaps to a changed spec on the next deployment', async () => {
    const before = markerStamp(dataDir());
    served.body = spec('List all the things');
    expect((await deploy()).status).toBe('success');
    expect(markerStamp(dataDir())).not.toBe(before);
    const site = await loadServedSite(docsDir(), dataDir());
    expect(site.routes.map((r) => r.title)).toContain('List all the things');
  });

  it('fails, and leaves the marker and the build alone, when the refreshed spec does not load into the site', async () => {
    const stamp = markerStamp(dataDir());
    const build = await getCurrentBuild(env.rt(), DEFAULT_PROJECT_ID);
    served.body = JSON.stringify({ openapi: '3.1.0', paths: {} }); // passes the fetch check, not the loader
    const failed = await deploy();
    expect(failed.status).toBe('failure');
    expect(failed.summary).toMatch(/did not load into the site; the previous build keeps serving/);
    expect(failed.logs.some((l) => l.startsWith(`Site rebuild: ${url}`))).toBe(true);
    expect(markerStamp(dataDir())).toBe(stamp);
    expect(await getCurrentBuild(env.rt(), DEFAULT_PROJECT_ID)).toEqual(build);
    expect(readSpecOverrides(dataDir(), docsDir())?.get(url)).toBe(spec('List all the things'));
  });

  it('fails without touching the marker when a fetch fails', async () => {
    const stamp = markerStamp(dataDir());
    served.status = 500;
    const failed = await deploy();
    served.status = 200;
    expect(failed.status).toBe('failure');
    expect(markerStamp(dataDir())).toBe(stamp);
  });
});
