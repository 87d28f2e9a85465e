import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localBareRepoPath } from '../providers/repo/describe';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { startFakeLlm, type FakeLlm, type Turn } from '../../../test/agent/fake-llm';
import { addLocalProject, call, sh, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { queryOne, queryAll } from '../../../test/agent/query';
import { exited, spawnWorkerProcess, type WorkerProcess } from '../../../test/agent/worker-process';

const write = (name: string): Turn => ({ tool: 'write_file', args: { path: `docs/${name}.mdx`, content: `# ${name}\n` } });
const SCENARIOS: Record<string, Turn[]> = {
  'crash-mid': [
    { delayMs: 60_000, once: true, then: write('mid') },
    { tool: 'finish', args: { summary: 'Add mid page' } },
  ],
  'crash-push': [write('push'), { tool: 'finish', args: { summary: 'Add push page' } }],
  zombie: [
    { delayMs: 3000, once: true, then: write('zombie') },
    { tool: 'finish', args: { summary: 'Add zombie page' } },
  ],
  graceful: [
    { delayMs: 60_000, once: true, then: write('graceful') },
    { tool: 'finish', args: { summary: 'Add graceful page' } },
  ],
};

const env = useTempRuntime();
let llm: FakeLlm;
let app: AppServer;
let token: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  llm = await startFakeLlm(SCENARIOS);
  ({ token } = await addLocalProject(env.rt(), env.dir, 'acme'));
  app = await startAppServer();
});
afterEach(() => children.splice(0).forEach((c) => c.exitCode === null && c.kill('SIGKILL')));
afterAll(async () => {
  await app.close();
  await llm.close();
  await env.cleanup();
});

/** A real worker process on the test's database, killed after each test if still running. */
function spawnWorker(id: string, extra: Record<string, string> = {}): WorkerProcess {
  const child = spawnWorkerProcess({ AGENT_MODEL_BASE_URL: llm.baseUrl, AGENT_WORKER_ID: id, ...extra });
  children.push(child);
  return child;
}

const create = async (scenario: string) =>
  (await call(app.url, 'POST', '/v2/agent/acme/job', { token, body: { prompt: `[[scenario:${scenario}]]` } })).json;
const run = async (jobId: string) =>
  (await queryOne<{ state: string; attempt: number; checkpoint_json: string; lease_owner: string }>(
    env.rt(),
    'SELECT * FROM agent_runs WHERE job_id = ?',
    jobId,
  ))!;
const completed = (jobId: string) =>
  waitFor(
    async () => {
      const job = (await call(app.url, 'GET', `/v2/agent/acme/job/${jobId}`, { token })).json;
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    30_000,
    `job ${jobId}`,
  );

/** Exactly one pull request and exactly one commit on the job's branch. */
async function expectOnePrOneCommit(job: { id: string; source: { ref: string } }) {
  const rt = env.rt();
  expect(await queryAll(rt, 'SELECT * FROM agent_pull_requests WHERE job_id = ?', job.id)).toHaveLength(1);
  expect(await queryAll(rt, 'SELECT * FROM local_pull_requests WHERE head = ?', job.source.ref)).toHaveLength(1);
  expect(sh(localBareRepoPath(rt, 'acme'), 'rev-list', '--count', `main..${job.source.ref}`)).toBe('1');
}

describe('crash recovery with real worker processes (B18 9)', () => {
  it('SIGKILL mid-loop: a new worker reclaims the run, reruns the loop and opens one PR (attempt 2)', async () => {
    const job = await create('crash-mid');
    const a = spawnWorker('worker-a');
    await waitFor(() => llm.requests.some((r) => r.scenario === 'crash-mid'), 20_000, 'worker A to call the model');
    a.kill('SIGKILL');
    await exited(a);
    expect(await run(job.id)).toMatchObject({ state: 'running', attempt: 1, lease_owner: 'worker-a' });
    spawnWorker('worker-b');
    const done = await completed(job.id);
    expect(done).toMatchObject({ status: 'completed', summary: 'Add mid page' });
    expect(await run(job.id)).toMatchObject({ state: 'succeeded', attempt: 2, lease_owner: 'worker-b' });
    await expectOnePrOneCommit(done);
  });

  it('SIGKILL after push: the new worker goes straight to the PR, with no second commit or model call', async () => {
    const job = await create('crash-push');
    const a = spawnWorker('worker-c', { AGENT_TEST_DELAY_AFTER_CHECKPOINT: 'pushed:60000' });
    await waitFor(async () => JSON.parse((await run(job.id)).checkpoint_json).pushed, 20_000, 'the pushed checkpoint');
    a.kill('SIGKILL');
    await exited(a);
    const modelCalls = llm.requests.filter((r) => r.scenario === 'crash-push').length;
    expect(await queryAll(env.rt(), 'SELECT * FROM agent_pull_requests WHERE job_id = ?', job.id)).toHaveLength(0);
    spawnWorker('worker-d');
    const done = await completed(job.id);
    expect(done.status).toBe('completed');
    expect(done.prLink).toMatch(/\/pull\/acme\/\d+\?token=[\w-]{43}$/);
    expect(await run(job.id)).toMatchObject({ state: 'succeeded', attempt: 2 });
    expect(llm.requests.filter((r) => r.scenario === 'crash-push')).toHaveLength(modelCalls);
    await expectOnePrOneCommit(done);
  });
});

describe('fencing (B18 10)', () => {
  it('a worker paused past its lease (SIGSTOP/SIGCONT) cannot write after another took the run over', async () => {
    const job = await create('zombie');
    const a = spawnWorker('worker-zombie');
    await waitFor(() => llm.requests.some((r) => r.scenario === 'zombie'), 20_000, 'worker A to call the model');
    a.kill('SIGSTOP');
    spawnWorker('worker-fresh');
    const done = await completed(job.id);
    expect(await run(job.id)).toMatchObject({ state: 'succeeded', attempt: 2, lease_owner: 'worker-fresh' });
    const before = JSON.stringify(await queryAll(env.rt(), 'SELECT * FROM agent_runs WHERE job_id = ?', job.id));
    a.kill('SIGCONT');
    // Give the zombie time to get its delayed model answer, try its writes and notice the lost lease.
    await waitFor(() => a.output.join('').includes('lease lost'), 15_000, 'the zombie to notice its lost lease');
    expect(JSON.stringify(await queryAll(env.rt(), 'SELECT * FROM agent_runs WHERE job_id = ?', job.id))).toBe(before);
    await expectOnePrOneCommit(done);
    // Its own waits allow up to 65 s (two worker starts, a lease expiry, a completion): about 4 s
    // on an idle machine, but the suite's 30 s default cut it short on a loaded one (CI, 2b9f533).
  }, 70_000);
});

describe('graceful shutdown', () => {
  it('SIGTERM hands the in-flight run back to the queue without using up an attempt', async () => {
    const job = await create('graceful');
    const a = spawnWorker('worker-term', { AGENT_SHUTDOWN_GRACE_MS: '300' });
    await waitFor(() => llm.requests.some((r) => r.scenario === 'graceful'), 20_000, 'worker to call the model');
    a.kill('SIGTERM');
    expect(await exited(a)).toBe(0);
    expect(await run(job.id)).toMatchObject({ state: 'queued', attempt: 0 });
    spawnWorker('worker-after');
    const done = await completed(job.id);
    expect(done.status).toBe('completed');
    expect(await run(job.id)).toMatchObject({ state: 'succeeded', attempt: 1 });
  });
});
