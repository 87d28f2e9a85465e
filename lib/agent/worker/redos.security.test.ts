import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { startFakeLlm, type FakeLlm, type Turn } from '../../../test/agent/fake-llm';
import { addLocalProject, call, sh, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { queryOne } from '../../../test/agent/query';

// Issue 11, hole 7: one job's model-supplied regex (`search`) or glob (`list_files`) ran as a
// backtracking RegExp on the worker's event loop and froze it: heartbeats stopped, leases were
// lost, every other project's job stalled. The worker here is a real child process, so a frozen
// worker fails this test (the jobs never settle) instead of freezing the test runner itself.
const root = path.resolve(__dirname, '../../..');
const LONG_NAME = `${'a'.repeat(64)}.mdx`;
const SCENARIOS: Record<string, Turn[]> = {
  redos: [
    { tool: 'search', args: { query: '/^(a+)+$/', path: 'docs' } },
    { tool: 'list_files', args: { dir: 'docs', glob: `**/${'*a'.repeat(16)}*b` } },
    { tool: 'list_files', args: { dir: 'docs', glob: '*.{md,mdx}' } },
    // Keeps the run open across several heartbeat intervals, so the test can see the lease renewed.
    { delayMs: 1500, then: { tool: 'finish', args: { summary: 'Searched the docs' } } },
  ],
  neighbour: [
    { tool: 'write_file', args: { path: 'docs/neighbour.mdx', content: '# Neighbour\n' } },
    { tool: 'finish', args: { summary: 'Add neighbour page' } },
  ],
};

const env = useTempRuntime();
let llm: FakeLlm;
let app: AppServer;
let worker: ChildProcess & { output: string[] };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  llm = await startFakeLlm(SCENARIOS);
  const acme = await addLocalProject(env.rt(), env.dir, 'acme');
  tokens.acme = acme.token;
  writeFileSync(path.join(acme.repo, 'docs', 'pathological.mdx'), `# Pathological\n\n${'a'.repeat(38)}!\naaaa\n`);
  writeFileSync(path.join(acme.repo, 'docs', LONG_NAME), '# A long name\n');
  sh(acme.repo, 'add', '-A');
  sh(acme.repo, 'commit', '-qm', 'pathological inputs');
  tokens.beta = (await addLocalProject(env.rt(), env.dir, 'beta')).token;
  app = await startAppServer();
  worker = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
    cwd: root,
    env: { ...process.env, AGENT_MODEL_BASE_URL: llm.baseUrl, AGENT_WORKER_ID: 'redos-worker' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string[] };
  worker.output = [];
  worker.stdout!.on('data', (d) => worker.output.push(String(d)));
  worker.stderr!.on('data', (d) => worker.output.push(String(d)));
});
afterAll(async () => {
  if (worker.exitCode === null) worker.kill('SIGKILL');
  await app.close();
  await llm.close();
  await env.cleanup();
});

const create = async (project: string, scenario: string) =>
  (await call(app.url, 'POST', `/v2/agent/${project}/job`, { token: tokens[project], body: { prompt: `[[scenario:${scenario}]]` } })).json;
const settled = (project: string, id: string) =>
  waitFor(
    async () => {
      const job = (await call(app.url, 'GET', `/v2/agent/${project}/job/${id}`, { token: tokens[project] })).json;
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    25_000,
    `job ${id} to settle (a frozen worker never settles it)`,
  );

it("a catastrophic regex and glob answer at once; the worker keeps heartbeating and another project's job completes", async () => {
  const attack = await create('acme', 'redos');
  const other = await create('beta', 'neighbour');
  const [attacked, neighbour] = await Promise.all([settled('acme', attack.id), settled('beta', other.id)]);
  expect(attacked).toMatchObject({ status: 'completed', summary: 'Searched the docs' });
  expect(neighbour).toMatchObject({
    status: 'completed',
    summary: 'Add neighbour page',
    prLink: expect.stringMatching(/\/pull\/beta\/1\?token=[\w-]{43}$/),
  });

  // What the model got back: the regex ran (the matching line found, the pathological one not)…
  const results = (turn: number) => JSON.stringify(llm.requests.find((r) => r.scenario === 'redos' && r.turn === turn)!.body.messages);
  expect(results(1)).toContain('docs/pathological.mdx:4: aaaa');
  expect(results(1)).not.toContain('docs/pathological.mdx:3:');
  // …the catastrophic glob matched nothing, and an ordinary one still lists the pages.
  expect(results(2)).toContain('(no files)');
  expect(results(3)).toContain(`docs/${LONG_NAME}`);
  expect(results(3)).toContain('docs/pathological.mdx');

  // The lease was renewed while the attacked run was in progress.
  const run = await queryOne<{ started_at: number; heartbeat_at: number; attempt: number }>(
    env.rt(),
    'SELECT started_at, heartbeat_at, attempt FROM agent_runs WHERE job_id = ?',
    attack.id,
  );
  expect(run!.heartbeat_at).toBeGreaterThan(run!.started_at);
  expect(run!.attempt).toBe(1);
  expect(worker.output.join('')).not.toMatch(/lease lost|heartbeat failed/);
});
