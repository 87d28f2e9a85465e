import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBareRepoPath } from '../providers/repo/describe';
import { createKey } from '../store/keys';
import { DEFAULT_ORG_ID, insertProject } from '../store/projects';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { startFakeLlm, type FakeLlm, type Turn } from '../../../test/agent/fake-llm';
import { addLocalProject, call, sh, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { startWorker, type Worker } from './worker';

// Issue 11: what a job must not leak — secrets into a pull request (formats the old hand-made
// list missed), and the server's absolute data path into job responses.
const alnum = (n: number) => 'a1B2c3D4e5'.repeat(Math.ceil(n / 10)).slice(0, n);
const NPM_TOKEN = `npm_${alnum(36)}`;
const SLACK_WEBHOOK = `https://hooks.slack.com/services/T${alnum(8)}/B${alnum(8)}/${alnum(24)}`;
const page = (p: string, content: string): Turn[] => [
  { tool: 'write_file', args: { path: p, content } },
  { tool: 'finish', args: { summary: 'Add a page' } },
];
const SCENARIOS: Record<string, Turn[]> = {
  'npm-token': page('docs/publish.mdx', `# Publishing\n\nSet \`NPM_TOKEN=${NPM_TOKEN}\` in CI.\n`),
  'slack-webhook': page('docs/alerts.mdx', `# Alerts\n\nWe post to ${SLACK_WEBHOOK} when a build fails.\n`),
  'summary-secret': [
    { tool: 'write_file', args: { path: 'docs/ok.mdx', content: '# OK\n' } },
    { tool: 'finish', args: { summary: `Added the page; the token is ${NPM_TOKEN}` } },
  ],
  any: page('docs/any.mdx', '# Any\n'),
};

const env = useTempRuntime({ AGENT_MODEL_BASE_URL: 'http://127.0.0.1:9/v1' });
let llm: FakeLlm;
let app: AppServer;
let worker: Worker;
let token: string;

beforeAll(async () => {
  llm = await startFakeLlm(SCENARIOS);
  env.rt().env.modelBaseUrl = llm.baseUrl;
  token = (await addLocalProject(env.rt(), env.dir, 'acme')).token;
  // A project whose bare repository under the data directory is unusable: cloning it fails with
  // git's own error, which quotes the repository's absolute path.
  await insertProject(env.rt(), {
    id: 'gone',
    provider: 'local',
    repoUrl: path.join(env.dir, 'src-acme'),
    deploymentBranch: 'main',
    docsRoot: 'docs',
  });
  const broken = localBareRepoPath(env.rt(), 'gone');
  mkdirSync(broken, { recursive: true });
  writeFileSync(path.join(broken, 'HEAD'), 'not a git repository\n');
  app = await startAppServer();
  worker = startWorker(env.rt(), { id: 'leaks-worker' });
});
afterAll(async () => {
  await worker.stop(1000);
  await app.close();
  await llm.close();
  await env.cleanup();
});

const tokenFor = async (project: string) =>
  project === 'acme' ? token : (await createKey(env.rt(), { orgId: DEFAULT_ORG_ID, projectIds: [project] })).token;
const run = async (project: string, scenario: string) => {
  const key = await tokenFor(project);
  const created = (await call(app.url, 'POST', `/v2/agent/${project}/job`, { token: key, body: { prompt: `[[scenario:${scenario}]]` } }))
    .json;
  const job = await waitFor(
    async () => {
      const j = (await call(app.url, 'GET', `/v2/agent/${project}/job/${created.id}`, { token: key })).json;
      return j.status === 'completed' || j.status === 'failed' ? j : undefined;
    },
    30_000,
    `job ${created.id}`,
  );
  return { created, job, key };
};

describe('the secret gate uses a maintained rule set', () => {
  it.each([
    ['npm-token', '@secretlint/secretlint-rule-npm', 'docs/publish.mdx', NPM_TOKEN],
    ['slack-webhook', '@secretlint/secretlint-rule-slack', 'docs/alerts.mdx', SLACK_WEBHOOK],
    ['summary-secret', '@secretlint/secretlint-rule-npm', 'the summary', NPM_TOKEN],
  ])(
    '%s fails with secret_detected, names the rule and file, never the secret, and commits nothing',
    async (scenario, rule, file, secret) => {
      const { job } = await run('acme', scenario);
      expect(job).toMatchObject({ status: 'failed', prLink: null });
      expect(job.error).toEqual({
        code: 'secret_detected',
        message: `The change contains what looks like a secret (secretlint rule ${rule}) in ${file}; nothing was committed.`,
      });
      expect(JSON.stringify(job)).not.toContain(secret.slice(4, 20));
      expect(sh(localBareRepoPath(env.rt(), 'acme'), 'branch', '--list', job.source.ref)).toBe('');
    },
  );
});

describe("job responses never show the server's absolute paths", () => {
  it("redacts the data directory from a failed run's git error and from source.repository", async () => {
    const { created, job, key } = await run('gone', 'any');
    expect(job.status).toBe('failed');
    expect(job.error.code).toBe('repository_unavailable');
    expect(job.error.message).toContain('<data>/repos/gone.git');
    expect(job.source.repository).toBe('file://<data>/repos/gone.git');
    const responses = [
      created,
      job,
      (await call(app.url, 'GET', '/v2/agent/gone/job', { token: key })).json,
      (await call(app.url, 'GET', `/v2/agent/gone/job/${job.id}/messages`, { token: key })).json,
    ];
    for (const body of responses) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(env.dir);
      expect(text).not.toContain(env.rt().env.dataDir);
    }
  });
});
