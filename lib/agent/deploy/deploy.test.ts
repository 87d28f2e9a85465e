import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../store/keys';
import { insertProject } from '../store/projects';
import { getCurrentBuild } from '../store/site-builds';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { call, makeDocsRepo, makeGitRepo, sh, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { startWorker, type Worker } from '../worker/worker';
import { isPublicAddress } from '../../http/address-policy';

const env = useTempRuntime();
let app: AppServer;
let specServer: http.Server;
let worker: Worker;
let token: string;
const spec = { status: 200, body: '{"openapi":"3.1.0","info":{"title":"v1","version":"1"}}', etag: '"v1"' };

beforeAll(async () => {
  specServer = http.createServer((req, res) => {
    if (req.headers['if-none-match'] === spec.etag && spec.status === 200) return res.writeHead(304).end();
    res.writeHead(spec.status, { 'content-type': 'application/json', etag: spec.etag }).end(spec.status === 200 ? spec.body : 'boom');
  });
  await new Promise<void>((r) => specServer.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(specServer.address() as AddressInfo).port}/openapi.json`;
  const repo = makeDocsRepo(path.join(env.dir, 'docs-src'));
  writeFileSync(
    path.join(repo, 'docs/docs.json'),
    JSON.stringify({ name: 'Docs', api: { openapi: [url, 'local.yaml'] }, navigation: { pages: ['index'] } }),
  );
  sh(repo, 'commit', '-qam', 'Point at the hosted spec');
  const rt = env.rt();
  await insertProject(rt, { id: 'acme', provider: 'local', repoUrl: repo, deploymentBranch: 'main', docsRoot: 'docs' });
  token = (await createKey(rt, { orgId: 'org_default', projectIds: ['acme'] })).token;
  app = await startAppServer();
});
afterAll(async () => {
  await worker?.stop(500);
  await app.close();
  specServer.closeAllConnections();
  specServer.close();
  await env.cleanup();
});

const trigger = () => call(app.url, 'POST', '/v1/project/update/acme', { token });
const status = (id: string) => call(app.url, 'GET', `/v1/project/update-status/${id}`, { token });
const finished = (id: string) =>
  waitFor(
    async () => {
      const s = (await status(id)).json;
      return s.status === 'success' || s.status === 'failure' ? s : undefined;
    },
    15_000,
    `deployment ${id}`,
  );

describe('deployments (B18 12)', () => {
  it('answers 202 with a statusId and coalesces triggers while one is queued', async () => {
    const first = await trigger();
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ statusId: expect.stringMatching(/^upd_[0-9A-Z]{26}$/) });
    expect(first.headers.get('ratelimit-policy')).toBe('"deploy";q=30;w=3600');
    expect((await trigger()).json.statusId).toBe(first.json.statusId);
    const queued = await status(first.json.statusId);
    expect(queued.json).toMatchObject({ _id: first.json.statusId, projectId: 'acme', status: 'queued', endedAt: null, source: 'api' });

    worker = startWorker(env.rt(), { id: 'deploy-worker' });
    const done = await finished(first.json.statusId);
    expect(done).toMatchObject({ status: 'success', summary: '1 OpenAPI source refreshed (1 changed)', endedAt: expect.any(String) });
    expect(done.commit).toEqual({ sha: expect.stringMatching(/^[0-9a-f]{40}$/), ref: 'main', message: 'Point at the hosted spec' });
    expect(done.logs.some((l: string) => l.endsWith('openapi.json: changed'))).toBe(true);
    // acme is not the folder this site serves: a build row, but no marker for the server to swap to.
    expect(existsSync(path.join(env.rt().env.dataDir, 'site-build.json'))).toBe(false);
  });

  it('reflects a changed spec and uses conditional requests for an unchanged one', async () => {
    const before = (await getCurrentBuild(env.rt(), 'acme'))!;
    Object.assign(spec, { body: '{"openapi":"3.1.0","info":{"title":"v2","version":"2"}}', etag: '"v2"' });
    const changed = await finished((await trigger()).json.statusId);
    expect(changed.summary).toBe('1 OpenAPI source refreshed (1 changed)');
    const after = (await getCurrentBuild(env.rt(), 'acme'))!;
    expect(after.id).not.toBe(before.id);
    expect(Object.values(after.specs)[0]).not.toBe(Object.values(before.specs)[0]);
    const same = await finished((await trigger()).json.statusId);
    expect(same.summary).toBe('1 OpenAPI source refreshed (0 changed)');
    expect(same.logs.some((l: string) => l.endsWith('not modified'))).toBe(true);
  });

  it('fails on a 500, logs it, and keeps the previous build', async () => {
    const before = (await getCurrentBuild(env.rt(), 'acme'))!;
    spec.status = 500;
    const failed = await finished((await trigger()).json.statusId);
    spec.status = 200;
    expect(failed.status).toBe('failure');
    expect(failed.logs.some((l: string) => /openapi\.json: failed: HTTP 500/.test(l))).toBe(true);
    expect(await getCurrentBuild(env.rt(), 'acme')).toEqual(before);
  });

  it('refuses loopback sources when ALLOW_PRIVATE_NETWORK_FETCH is false', async () => {
    env.rt().env.allowPrivateNetworkFetch = false;
    const failed = await finished((await trigger()).json.statusId);
    env.rt().env.allowPrivateNetworkFetch = true;
    expect(failed.status).toBe('failure');
    expect(failed.logs.join('\n')).toMatch(/private or loopback address \(127\.0\.0\.1\)/);
  });

  it("reads the spec URLs of a repository that has only Mintlify's older mint.json", async () => {
    const url = `http://127.0.0.1:${(specServer.address() as AddressInfo).port}/mint.json-spec`;
    const mintRepo = makeGitRepo(path.join(env.dir, 'mint-src'), {
      'docs/mint.json': JSON.stringify({ name: 'Docs', openapi: url, navigation: [{ group: 'G', pages: ['index'] }] }),
      'docs/index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    });
    const rt = env.rt();
    await insertProject(rt, { id: 'mintco', provider: 'local', repoUrl: mintRepo, deploymentBranch: 'main', docsRoot: 'docs' });
    const mintToken = (await createKey(rt, { orgId: 'org_default', projectIds: ['mintco'] })).token;
    const started = await call(app.url, 'POST', '/v1/project/update/mintco', { token: mintToken });
    const done = await waitFor(
      async () => {
        const s = (await call(app.url, 'GET', `/v1/project/update-status/${started.json.statusId}`, { token: mintToken })).json;
        return s.status === 'success' || s.status === 'failure' ? s : undefined;
      },
      15_000,
      'the mint.json deployment',
    );
    // The URL comes from mint.json's `openapi` (docs.json's `api.openapi`): without the upgrade the
    // deployment fails to read docs.json.
    expect(done).toMatchObject({ status: 'success', summary: '1 OpenAPI source refreshed (1 changed)' });
    expect(done.logs).toContainEqual(`${url}: changed`);
  });
});

describe('the address policy the deployment fetcher uses (lib/http/address-policy)', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false],
    ['2606:4700::1111', false],
  ])('%s → %s', (address, blocked) => expect(!isPublicAddress(address)).toBe(blocked));
});
