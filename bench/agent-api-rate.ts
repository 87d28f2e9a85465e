// The agent API at a fixed offered rate (issue 14), through `next start` (the production build in
// .next), on SQLite and on PostgreSQL in one run, with 10,000 jobs stored before each.
//
// Open loop: request i is sent at start + i × 10 ms whatever the earlier ones are doing (100
// requests/s), and its latency counts from that scheduled moment, so a slow server shows up as
// queueing in p99 instead of quietly lowering the rate. Three phases per database, each
// BENCH_SECONDS (10) after a 2 s warm-up at the same rate: `create` (POST …/job), `get` (GET
// …/job/{id} of a random stored job) and the baseline GET /demo-api/json, a production route that
// returns a constant JSON document. Server CPU per request is the `next start` process tree's
// user + system time (/proc/<pid>/stat) over the phase, divided by the requests in it.
// A stand-in worker marks queued runs done every 100 ms, as workers would, so the queue that
// `create` counts stays as short as in production.
//
//   NEXT_TELEMETRY_DISABLED=1 flock /tmp/lectern-heavy.lock node node_modules/next/dist/bin/next build   (once)
//   flock /tmp/lectern-heavy.lock npm run bench:agent-api-rate   (BENCH_SECONDS, BENCH_RATE)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import type { AgentRuntime } from '../lib/agent/agent-runtime';
import { createKey } from '../lib/agent/store/keys';
import { insertProject } from '../lib/agent/store/projects';
import { inTx } from '../lib/agent/store/tx';
import setupPostgres from '../test/postgres/global-setup';
import { useTempRuntime } from '../test/agent/fixtures';
import { freePort } from '../test/free-port';
import { seedStoredJobs } from './seed-jobs';
import { waitForServer } from './wait-for-server';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const STORED = 10_000;
const GOALS = { create: 50, get: 20 } as Record<string, number>;

type Phase = { kind: 'create' | 'get' | 'constant JSON'; latencies: number[]; errors: Record<string, number>; cpuMs: number; sent: number };

/** User + system CPU time in ms of `pid` and all its descendants (`next start` may fork). */
function treeCpuMs(pid: number): number {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  const visit = (p: number) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime (fields 14 and 15)
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) visit(Number(child));
      }
    } catch {
      // The process ended between the reads: nothing more to count.
    }
  };
  visit(pid);
  return total;
}

/** Sends `make(i)` on a fixed schedule of RATE per second for `seconds`; latencies count from each scheduled time. */
async function openLoop(seconds: number, make: (i: number) => Promise<Response>): Promise<Omit<Phase, 'kind' | 'cpuMs'>> {
  const total = Math.round(seconds * RATE);
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const start = performance.now() + 20;
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      make(i).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - due);
          else errors[res.status] = (errors[res.status] ?? 0) + 1;
        },
        (error: Error) => void (errors[error.message] = (errors[error.message] ?? 0) + 1),
      ),
    );
  }
  await Promise.all(inflight);
  return { latencies, errors, sent: total };
}

/** Seeds one database, starts `next start` on it and runs the three phases. */
async function runDatabase(db: 'SQLite' | 'PostgreSQL'): Promise<Phase[]> {
  const pgUrl = process.env.LECTERN_TEST_PG_URL;
  if (db === 'SQLite') delete process.env.LECTERN_TEST_PG_URL;
  const env = useTempRuntime({
    AGENT_RATE_LIMIT_AGENT: '100000000/3600',
    AGENT_RATE_LIMIT_READ: '100000000/60',
    AGENT_MAX_QUEUED_RUNS_PER_PROJECT: '1000',
    AGENT_MODEL: 'bench-model',
    // The docs folder is a temporary one, so the own site's demo API (the baseline route) is asked for by name.
    LECTERN_DEMO_API: '1',
  });
  if (pgUrl) process.env.LECTERN_TEST_PG_URL = pgUrl;
  const rt = env.rt();
  await insertProject(rt, { id: 'bench', provider: 'local', repoUrl: env.dir, deploymentBranch: 'main', docsRoot: '.' });
  const token = (await createKey(rt, { orgId: 'org_default', projectIds: ['bench'] })).token;
  const stored = await seedStoredJobs(rt, 'bench', STORED);
  const drainer = setInterval(() => void drainQueue(rt).catch(() => undefined), 100);
  const port = await freePort();
  const next = spawn(process.execPath, ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const requests: Record<Phase['kind'], (i: number) => Promise<Response>> = {
    create: (i) =>
      fetch(`${base}/v2/agent/bench/job`, { method: 'POST', headers, body: JSON.stringify({ prompt: `Document feature ${i}` }) }),
    get: () => fetch(`${base}/v2/agent/bench/job/${stored[Math.floor(Math.random() * stored.length)]}`, { headers }),
    'constant JSON': () => fetch(`${base}/demo-api/json`),
  };
  try {
    await waitForServer(`${base}/demo-api/json`, { tries: 240, intervalMs: 250, needOk: true });
    const phases: Phase[] = [];
    for (const kind of ['create', 'get', 'constant JSON'] as const) {
      await openLoop(WARMUP_S, requests[kind]);
      const cpuBefore = treeCpuMs(next.pid!);
      const result = await openLoop(SECONDS, requests[kind]);
      phases.push({ kind, ...result, cpuMs: treeCpuMs(next.pid!) - cpuBefore });
    }
    return phases;
  } finally {
    clearInterval(drainer);
    next.kill();
    await new Promise((r) => (next.exitCode !== null ? r(null) : next.once('exit', r)));
    await env.cleanup();
  }
}

/** The stand-in worker: queued runs of the bench project become succeeded, their jobs completed. */
async function drainQueue(rt: AgentRuntime): Promise<void> {
  await inTx(rt, async (t) => {
    const queued = t.db.kx.selectFrom('agent_runs').select('job_id').where('project_id', '=', 'bench').where('state', '=', 'queued');
    await t.db.kx.updateTable('agent_jobs').set({ status: 'completed' }).where('id', 'in', queued).execute();
    await t.db.kx
      .updateTable('agent_runs')
      .set({ state: 'succeeded', attempt: 1, finished_at: Date.now() })
      .where('project_id', '=', 'bench')
      .where('state', '=', 'queued')
      .execute();
  });
}

if (!existsSync('.next/BUILD_ID')) {
  console.error('bench/agent-api-rate: build the own site first (next build, under the lock).');
  process.exit(1);
}
const stopPostgres = await setupPostgres();
const results: [string, Phase[]][] = [];
try {
  for (const db of ['SQLite', 'PostgreSQL'] as const) results.push([db, await runDatabase(db)]);
} finally {
  stopPostgres();
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const head = ['database', 'request', 'sent', 'ok', 'p50 ms', 'p99 ms', 'goal p99', 'verdict', 'CPU ms/req', '× constant JSON', 'errors'];
const rows: string[][] = [head];
for (const [db, phases] of results) {
  const floor = phases.find((p) => p.kind === 'constant JSON')!;
  const floorCpu = floor.cpuMs / floor.sent;
  for (const p of phases) {
    const p99 = pct(p.latencies, 99);
    const goal = GOALS[p.kind];
    const cpu = p.cpuMs / p.sent;
    rows.push([
      db,
      p.kind,
      String(p.sent),
      String(p.latencies.length),
      pct(p.latencies, 50).toFixed(1),
      p99.toFixed(1),
      goal ? `≤ ${goal}` : '—',
      goal ? (p99 <= goal ? 'met' : 'missed') : '—',
      cpu.toFixed(2),
      `${(cpu / floorCpu).toFixed(1)}×`,
      Object.keys(p.errors).length ? JSON.stringify(p.errors) : '—',
    ]);
  }
}
const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log(`\nOffered ${RATE} requests/s, open loop, ${SECONDS} s per request kind after ${WARMUP_S} s warm-up; ${STORED} jobs stored`);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (shared with other work)\n`,
);
for (const r of rows) console.log(r.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  '));
