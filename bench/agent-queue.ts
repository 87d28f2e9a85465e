// Queue throughput of the agent worker (issue 14): jobs per minute, with the scripted model
// (test/agent/fake-llm.ts) on loopback, at 1, 2 and 4 worker processes on one throwaway
// PostgreSQL cluster and at 1 worker on SQLite, printed side by side in one run.
//
// Each case gets a fresh database and data folder with 10 `local` projects, starts its workers
// (`npm run worker`'s command) and waits until they are up, then queues BENCH_JOBS jobs in one
// transaction and times from that commit to the last run's end. A job is a real run: a workspace
// clone, two model calls (write a page, finish), a commit with the trailer, a push to the bare
// repository and a local pull request. Each worker may run 4 runs at once and each project 2 (the
// defaults), so AGENT_MAX_RUNNING_GLOBAL, a cap over the whole database, is set to 4 per worker:
// adding a worker adds its slots, as a deployment that adds workers would raise the cap.
// Two model speeds: no delay (the queue's own cost: database, git, the worker) and
// BENCH_MODEL_DELAY_MS (500 ms) per model call, where concurrency, not CPU, sets the pace.
//
// Run: flock /tmp/lectern-heavy.lock npm run bench:agent-queue   (BENCH_JOBS, BENCH_MODEL_DELAY_MS)
import os from 'node:os';
import { createJob } from '../lib/agent/service/jobs';
import { getProject } from '../lib/agent/store/projects';
import { inTx } from '../lib/agent/store/tx';
import setupPostgres from '../test/postgres/global-setup';
import { startFakeLlm, type Turn } from '../test/agent/fake-llm';
import { addLocalProject, useTempRuntime, waitFor } from '../test/agent/fixtures';
import { queryAll, queryOne } from '../test/agent/query';
import { exited, spawnWorkerProcess, type WorkerProcess } from '../test/agent/worker-process';

const JOBS = Number(process.env.BENCH_JOBS ?? 80);
const PROJECTS = 10;
const DELAYS = [0, Number(process.env.BENCH_MODEL_DELAY_MS ?? 500)];
const CASES = [
  { db: 'PostgreSQL', workers: 1 },
  { db: 'PostgreSQL', workers: 2 },
  { db: 'PostgreSQL', workers: 4 },
  { db: 'SQLite', workers: 1 },
] as const;

type Result = { seconds: number; perMinute: number; failed: number };

/** One case: fresh database, `workers` worker processes, JOBS jobs queued at once; the time until all have ended. */
async function runCase(db: 'PostgreSQL' | 'SQLite', workers: number, delayMs: number, llmUrl: string): Promise<Result> {
  const pgUrl = process.env.LECTERN_TEST_PG_URL;
  if (db === 'SQLite') delete process.env.LECTERN_TEST_PG_URL; // useTempRuntime then leaves DATABASE_URL unset
  const env = useTempRuntime({
    // Production timings, except the cap over the whole database (see the header).
    AGENT_POLL_INTERVAL_MS: '1000',
    AGENT_LEASE_MS: '60000',
    AGENT_HEARTBEAT_MS: '15000',
    AGENT_MAX_RUNNING_GLOBAL: String(4 * workers),
    AGENT_MAX_QUEUED_RUNS_PER_PROJECT: String(JOBS),
    AGENT_RATE_LIMIT_AGENT: '100000/3600',
    LECTERN_DATA_DIR_SHARED: '1',
  });
  if (pgUrl) process.env.LECTERN_TEST_PG_URL = pgUrl;
  const procs: WorkerProcess[] = [];
  try {
    const rt = env.rt();
    for (let p = 0; p < PROJECTS; p++) await addLocalProject(rt, env.dir, `p${p}`);
    for (let w = 0; w < workers; w++) procs.push(spawnWorkerProcess({ AGENT_MODEL_BASE_URL: llmUrl, AGENT_WORKER_ID: `bench-${w}` }));
    await waitFor(() => procs.every((p) => p.output.join('').includes('started')), 60_000, 'the workers to start');
    const scenario = delayMs ? 'slow' : 'fast';
    await inTx(rt, async (t) => {
      for (let n = 0; n < JOBS; n++) {
        const project = (await getProject(t, `p${n % PROJECTS}`))!;
        await createJob(t, project, { prompt: `[[scenario:${scenario}]] Document feature ${n}.` });
      }
    });
    const queuedAt = Date.now();
    const settled = async () =>
      Number((await queryOne<{ n: number }>(rt, "SELECT COUNT(*) AS n FROM agent_jobs WHERE status IN ('completed', 'failed')"))!.n);
    await waitFor(async () => (await settled()) === JOBS, 600_000, `${JOBS} jobs on ${workers} ${db} worker(s)`);
    const end = await queryOne<{ last: number }>(rt, 'SELECT MAX(finished_at) AS last FROM agent_runs');
    const failed = await queryAll<{ error_code: string; error_message: string }>(
      rt,
      "SELECT error_code, error_message FROM agent_jobs WHERE status = 'failed'",
    );
    for (const f of failed) console.log(`  failed: ${f.error_code}: ${f.error_message}`);
    const seconds = (Number(end!.last) - queuedAt) / 1000;
    return { seconds, perMinute: (JOBS / seconds) * 60, failed: failed.length };
  } finally {
    procs.forEach((p) => p.kill('SIGTERM'));
    await Promise.all(procs.map(exited));
    await env.cleanup();
  }
}

const stopPostgres = await setupPostgres();
const write = (name: string): Turn => ({ tool: 'write_file', args: { path: `docs/${name}.mdx`, content: `# ${name}\n` } });
const slow = (turn: Turn): Turn => ({ delayMs: DELAYS[1], then: turn });
const llm = await startFakeLlm({
  fast: [write('feature'), { tool: 'finish', args: { summary: 'Add a feature page' } }],
  slow: [slow(write('feature')), slow({ tool: 'finish', args: { summary: 'Add a feature page' } })],
});
const rows: string[][] = [];
try {
  for (const c of CASES) {
    const row = [c.db, String(c.workers)];
    for (const delay of DELAYS) {
      const r = await runCase(c.db, c.workers, delay, llm.baseUrl);
      row.push(r.seconds.toFixed(1), r.perMinute.toFixed(0), String(r.failed));
      console.log(`${c.db}, ${c.workers} worker(s), model delay ${delay} ms: ${JOBS} jobs in ${r.seconds.toFixed(1)} s`);
    }
    rows.push(row);
  }
} finally {
  await llm.close();
  stopPostgres();
}

const head = ['database', 'workers', ...DELAYS.flatMap((d) => [`${d} ms: s`, 'jobs/min', 'failed'])];
const table = [head, ...rows];
const widths = head.map((_, i) => Math.max(...table.map((r) => r[i].length)));
console.log(`\n${JOBS} jobs across ${PROJECTS} local projects per case; scripted model, 2 calls per job, delay per call as headed`);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (shared with other work)\n`,
);
for (const r of table) console.log(r.map((v, i) => (i < 1 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  '));
