import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localBareRepoPath } from '../providers/repo/describe';
import { createKey } from '../store/keys';
import { getProject } from '../store/projects';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { startFakeLlm, type FakeLlm } from '../../../test/agent/fake-llm';
import { call, sh, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { startWorker, type Worker } from './worker';

// The site's own layout: docs.json at the repository root, pages under content/, code beside them.
const env = useTempRuntime();
let llm: FakeLlm;
let app: AppServer;
let worker: Worker;

beforeAll(async () => {
  const site = process.env.DOCS_DIR!;
  for (const [file, text] of Object.entries({
    'docs.json': '{"name":"Site"}\n',
    'content/index.mdx': '# Home\n',
    'package.json': '{"name":"site"}\n',
    'lib/x.ts': 'export {};\n',
  })) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  sh(site, 'init', '-q', '--initial-branch=trunk');
  sh(site, 'add', '-A');
  sh(site, 'commit', '-qm', 'site');
  llm = await startFakeLlm({
    page: [
      { tool: 'write_file', args: { path: 'content/faq.mdx', content: '# FAQ\n' } },
      { tool: 'finish', args: { summary: 'Add an FAQ page' } },
    ],
    pkg: [
      { tool: 'write_file', args: { path: 'package.json', content: '{"name":"owned"}\n' } },
      { tool: 'finish', args: { summary: 'x' } },
    ],
  });
  env.rt().env.modelBaseUrl = llm.baseUrl;
  app = await startAppServer();
  worker = startWorker(env.rt());
});
afterAll(async () => {
  await worker.stop(500);
  await Promise.all([app.close(), llm.close()]);
  await env.cleanup();
});

it('a fresh checkout runs a job end to end on the default project (the site’s own docs folder)', async () => {
  const rt = env.rt();
  expect(await getProject(rt, 'default')).toMatchObject({
    repo_provider: 'local',
    docs_root: '.',
    deployment_branch: 'trunk',
    repo_url: process.env.DOCS_DIR,
  });
  const token = (await createKey(rt, { orgId: 'org_default', projectIds: ['default'] })).token;
  const created = (await call(app.url, 'POST', '/v2/agent/default/job', { token, body: { prompt: '[[scenario:page]] Add an FAQ' } })).json;
  expect(created.baseRef).toBe('trunk');
  const job = await waitFor(async () => {
    const j = (await call(app.url, 'GET', `/v2/agent/default/job/${created.id}`, { token })).json;
    return j.status === 'active' ? undefined : j;
  });
  expect(job).toMatchObject({
    status: 'completed',
    prLink: expect.stringMatching(/^http:\/\/lectern\.test\/pull\/default\/1\?token=[\w-]{43}$/),
  });
  expect(sh(localBareRepoPath(rt, 'default'), 'show', `${created.source.ref}:content/faq.mdx`)).toBe('# FAQ');
  // The site's own folder is never written to: the bare copy is the remote.
  expect(sh(process.env.DOCS_DIR!, 'status', '--porcelain')).toBe('');

  const pkg = (await call(app.url, 'POST', '/v2/agent/default/job', { token, body: { prompt: '[[scenario:pkg]]' } })).json;
  const refused = await waitFor(async () => {
    const j = (await call(app.url, 'GET', `/v2/agent/default/job/${pkg.id}`, { token })).json;
    return j.status === 'active' ? undefined : j;
  });
  // Refused softly (issue 11): the model is told package.json is not part of the docs site, and
  // nothing is committed.
  expect(refused).toMatchObject({ status: 'completed', prLink: null });
  expect(JSON.stringify(llm.requests.at(-1)!.body.messages)).toContain('package.json is not part of the docs site');
});
