import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../store/keys';
import { insertProject } from '../../store/projects';
import { startAppServer, type AppServer } from '../../../../test/agent/app-server';
import { startFakeGithub, type FakeGithub } from '../../../../test/agent/fake-github';
import { startFakeLlm, type FakeLlm, type Turn } from '../../../../test/agent/fake-llm';
import { call, makeDocsRepo, sh, useTempRuntime, waitFor } from '../../../../test/agent/fixtures';
import { startWorker, type Worker } from '../../worker/worker';
import { credentialConfig } from './github';
import { queryOne } from '../../../../test/agent/query';

const page = (name: string): Turn[] => [
  { tool: 'write_file', args: { path: `docs/${name}.mdx`, content: `# ${name}\n` } },
  { tool: 'finish', args: { summary: `Add ${name} page` } },
];

const env = useTempRuntime({ GITHUB_TOKEN: 'ghs_testtoken0000000000000000000000000' });
let llm: FakeLlm;
let github: FakeGithub;
let app: AppServer;
let worker: Worker;
let token: string;
let remote: string;

beforeAll(async () => {
  llm = await startFakeLlm({ first: page('first'), second: page('second'), third: page('third') });
  github = await startFakeGithub('acme', 'docs');
  const rt = env.rt();
  rt.env.modelBaseUrl = llm.baseUrl;
  // The "GitHub" remote is a local bare repository; the REST API is the loopback stand-in.
  const source = makeDocsRepo(path.join(env.dir, 'source'));
  remote = path.join(env.dir, 'remote.git');
  sh(env.dir, 'clone', '--bare', '--quiet', source, remote);
  await insertProject(rt, {
    id: 'gh',
    provider: 'github',
    repoUrl: remote,
    repoOwner: 'acme',
    repoName: 'docs',
    apiBaseUrl: github.apiUrl,
    deploymentBranch: 'main',
    docsRoot: 'docs',
  });
  token = (await createKey(rt, { orgId: 'org_default', projectIds: ['gh'] })).token;
  app = await startAppServer();
  worker = startWorker(rt, { id: 'gh-worker' });
});
afterAll(async () => {
  await worker.stop(1000);
  await Promise.all([app.close(), llm.close(), github.close()]);
  await env.cleanup();
});

const settled = (id: string) =>
  waitFor(
    async () => {
      const job = (await call(app.url, 'GET', `/v2/agent/gh/job/${id}`, { token })).json;
      return job.status === 'active' ? undefined : job;
    },
    20_000,
    'job to settle',
  );
const message = (id: string, scenario: string) =>
  call(app.url, 'POST', `/v2/agent/gh/job/${id}/message`, { token, body: { prompt: `[[scenario:${scenario}]]` } });

describe('GitHub provider against a loopback stand-in (acceptance 3)', () => {
  it('pushes to the remote, opens a PR, updates it on a follow-up, and opens a new one after a merge', async () => {
    const created = (await call(app.url, 'POST', '/v2/agent/gh/job', { token, body: { prompt: '[[scenario:first]]' } })).json;
    expect(created.source).toEqual({ repository: 'https://github.com/acme/docs', ref: `docs-agent/${created.id}` });
    const first = await settled(created.id);
    expect(first).toMatchObject({ status: 'completed', prLink: 'https://github.example/acme/docs/pull/1' });
    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]).toMatchObject({
      head: created.source.ref,
      base: 'main',
      title: 'docs: Add first page',
      state: 'open',
      draft: false,
    });
    expect(sh(remote, 'rev-list', '--count', `main..${created.source.ref}`)).toBe('1');
    expect(github.requests.every((r) => r.authorization === 'token ghs_testtoken0000000000000000000000000')).toBe(true);

    await message(created.id, 'second');
    const second = await settled(created.id);
    expect(second.prLink).toBe(first.prLink);
    expect(github.pulls).toHaveLength(1);
    expect(github.requests.some((r) => r.method === 'PATCH' && r.path === '/repos/acme/docs/pulls/1')).toBe(true);
    expect(github.pulls[0].body).toContain('Add second page');
    expect(sh(remote, 'rev-list', '--count', `main..${created.source.ref}`)).toBe('2');

    Object.assign(github.pulls[0], { state: 'closed', merged: true });
    await message(created.id, 'third');
    const third = await settled(created.id);
    expect(third.source.ref).toBe(`${created.source.ref}-2`);
    expect(third.prLink).toBe('https://github.example/acme/docs/pull/2');
    expect(github.pulls[1]).toMatchObject({ head: `${created.source.ref}-2`, state: 'open' });
  });

  it('finds the open PR of a head branch instead of opening a second one', async () => {
    const rt = env.rt();
    const { githubProvider } = await import('./github');
    const project = await queryOne<any>(rt, 'SELECT * FROM projects WHERE id = ?', 'gh');
    github.pulls.push({
      number: github.pulls.length + 1,
      head: 'docs-agent/raced',
      base: 'main',
      title: 't',
      body: '',
      state: 'open',
      merged: false,
      draft: false,
    });
    const ref = await githubProvider(rt).ensurePullRequest({ project, head: 'docs-agent/raced', base: 'main', title: 'x', body: 'y' });
    expect(ref).toMatchObject({ number: github.pulls.length, state: 'open' });
  });

  it('passes the token to git only as an extraheader for the https origin', () => {
    const config = credentialConfig('https://github.com/acme/docs.git', 'ghs_secret');
    expect(config).toEqual([
      ['http.https://github.com/.extraheader', `AUTHORIZATION: basic ${Buffer.from('x-access-token:ghs_secret').toString('base64')}`],
    ]);
    expect(credentialConfig('/srv/remote.git', 'ghs_secret')).toEqual([]);
  });
});
