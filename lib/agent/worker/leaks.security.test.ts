import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBareRepoPath } from '../providers/repo/describe';
import { startAppServer, type AppServer } from '../testing/app-server';
import { startFakeLlm, type FakeLlm, type Turn } from '../testing/fake-llm';
import { addLocalProject, call, sh, useTempRuntime, waitFor } from '../testing/fixtures';
import { startWorker, type Worker } from './worker';

// Issue 11: a job must not leak secrets into a pull request (formats the old hand-made list missed).
const alnum = (n: number) => 'a1B2c3D4e5'.repeat(Math.ceil(n / 10)).slice(0, n);
const NPM_TOKEN = `npm_${alnum(36)}`;
const SLACK_WEBHOOK = `https://hooks.slack.com/services/T${alnum(8)}/B${alnum(8)}/${alnum(24)}`;
const page = (p: string, content: string): Turn[] => [{ tool: 'write_file', args: { path: p, content } }, { tool: 'finish', args: { summary: 'Add a page' } }];
const SCENARIOS: Record<string, Turn[]> = {
  'npm-token': page('docs/publish.mdx', `# Publishing\n\nSet \`NPM_TOKEN=${NPM_TOKEN}\` in CI.\n`),
  'slack-webhook': page('docs/alerts.mdx', `# Alerts\n\nWe post to ${SLACK_WEBHOOK} when a build fails.\n`),
  'summary-secret': [{ tool: 'write_file', args: { path: 'docs/ok.mdx', content: '# OK\n' } }, { tool: 'finish', args: { summary: `Added the page; the token is ${NPM_TOKEN}` } }],
};

const env = useTempRuntime({ AGENT_MODEL_BASE_URL: 'http://127.0.0.1:9/v1' });
let llm: FakeLlm;
let app: AppServer;
let worker: Worker;
let token: string;

beforeAll(async () => {
  llm = await startFakeLlm(SCENARIOS);
  env.rt().env.modelBaseUrl = llm.baseUrl;
  token = addLocalProject(env.rt(), env.dir, 'acme').token;
  app = await startAppServer();
  worker = startWorker(env.rt(), { id: 'leaks-worker' });
});
afterAll(async () => {
  await worker.stop(1000);
  await app.close();
  await llm.close();
  env.cleanup();
});

const run = async (scenario: string) => {
  const created = (await call(app.url, 'POST', '/v2/agent/acme/job', { token, body: { prompt: `[[scenario:${scenario}]]` } })).json;
  return waitFor(async () => {
    const job = (await call(app.url, 'GET', `/v2/agent/acme/job/${created.id}`, { token })).json;
    return job.status === 'completed' || job.status === 'failed' ? job : undefined;
  }, 30_000, `job ${created.id}`);
};

describe('the secret gate uses a maintained rule set', () => {
  it.each([
    ['npm-token', '@secretlint/secretlint-rule-npm', 'docs/publish.mdx', NPM_TOKEN],
    ['slack-webhook', '@secretlint/secretlint-rule-slack', 'docs/alerts.mdx', SLACK_WEBHOOK],
    ['summary-secret', '@secretlint/secretlint-rule-npm', 'the summary', NPM_TOKEN],
  ])('%s fails with secret_detected, names the rule and file, never the secret, and commits nothing', async (scenario, rule, file, secret) => {
    const job = await run(scenario);
    expect(job).toMatchObject({ status: 'failed', prLink: null });
    expect(job.error).toEqual({ code: 'secret_detected', message: `The change contains what looks like a secret (secretlint rule ${rule}) in ${file}; nothing was committed.` });
    expect(JSON.stringify(job)).not.toContain(secret.slice(4, 20));
    expect(sh(localBareRepoPath(env.rt(), 'acme'), 'branch', '--list', job.source.ref)).toBe('');
  });
});
