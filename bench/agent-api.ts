// Benchmark of the agent job API (issue 6): 50 concurrent clients creating and polling jobs over
// loopback, with 10,000 jobs already stored, against the real route files on a node:http server
// (test/agent/app-server.ts; Next's own request pipeline is not included). The load
// generator is a separate process so its work does not share the server's event loop.
// Two runs: `paced` clients poll every BENCH_INTERVAL_MS (100 ms), as pollers do; `closed`
// clients send back to back, which measures saturation (latency there is clients / throughput).
// When a production build exists (.next/BUILD_ID), both runs are repeated against `next start`
// on the same database: what a deployment answers, Next's request pipeline included.
// Run: npm run bench:agent-api   (BENCH_CLIENTS, BENCH_CREATES, BENCH_GETS, BENCH_INTERVAL_MS)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForServer } from './wait-for-server';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const CREATES = Number(process.env.BENCH_CREATES ?? 1000);
const GETS = Number(process.env.BENCH_GETS ?? 5000);
const INTERVAL = Number(process.env.BENCH_INTERVAL_MS ?? 100);
const STORED = 10_000;
const GOALS = { create: 50, get: 10 };

const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-'));
Object.assign(process.env, {
  LECTERN_DATA_DIR: path.join(dir, 'data'),
  DOCS_DIR: dir,
  AGENT_RATE_LIMIT_AGENT: '100000000/3600',
  AGENT_RATE_LIMIT_READ: '100000000/60',
  AGENT_MAX_QUEUED_RUNS_PER_PROJECT: '1000',
  AGENT_MODEL: 'bench-model',
  // DOCS_DIR is a temporary folder, which turns the own site's demo API off: the baseline route is asked for by name.
  LECTERN_DEMO_API: '1',
});
execFileSync('git', ['init', '-q', dir]);

const { getRuntime } = await import('../lib/agent/runtime');
const { insertProject } = await import('../lib/agent/store/projects');
const { createKey } = await import('../lib/agent/store/keys');
const { seedStoredJobs } = await import('./seed-jobs');
const { startAppServer } = await import('../test/agent/app-server');

const rt = getRuntime();
await insertProject(rt, { id: 'bench', provider: 'local', repoUrl: dir, deploymentBranch: 'main', docsRoot: '.' });
const token = (await createKey(rt, { orgId: 'org_default', projectIds: ['bench'] })).token;

// 10,000 stored jobs, as a long-lived project has them: mostly finished, some failed or archived.
const seedStart = performance.now();
const seedJob = (await seedStoredJobs(rt, 'bench', STORED)).at(-1)!;
console.log(`Seeded ${STORED} jobs in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`);

const handled: Record<string, number[]> = { POST: [], GET: [] };
const app = await startAppServer({ onHandled: (method, ms) => handled[method]?.push(ms) });
const runClients = async (mode: 'paced' | 'closed', url = app.url, floorUrl?: string) => {
  const args = [url, token, mode, path.join(process.env.LECTERN_DATA_DIR!, 'lectern.db'), CLIENTS, CREATES, GETS, 200, INTERVAL].map(
    String,
  );
  const client = spawn(process.execPath, [path.join(import.meta.dirname, 'agent-api-client.mjs'), ...args], {
    env: { ...process.env, BENCH_SEED_JOB: seedJob, ...(floorUrl ? { BENCH_FLOOR_URL: floorUrl } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  client.stdout.on('data', (d) => (out += d));
  await new Promise((resolve) => client.on('exit', resolve));
  return JSON.parse(out) as Result;
};
const serverSide = () => {
  const out = { create: [...handled.POST], get: [...handled.GET] };
  handled.POST.length = 0;
  handled.GET.length = 0;
  return out;
};
const paced = await runClients('paced');
const pacedServer = serverSide();
const closed = await runClients('closed');
const closedServer = serverSide();
const results: Record<string, Result> = { paced, closed };
const servers: Record<string, { create: number[]; get: number[] }> = { paced: pacedServer, closed: closedServer };
await app.close();
if (existsSync('.next/BUILD_ID') && process.env.BENCH_NEXT !== '0') {
  const port = Number(process.env.BENCH_NEXT_PORT ?? 3291);
  const next = spawn(process.execPath, ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForServer(`${url}/v2/agent/bench/jobs`, { tries: 120, intervalMs: 500 });
    results['next paced'] = await runClients('paced', url);
    results['next closed'] = await runClients('closed', url);
    // Baseline: the same server answering a route handler that only returns a constant JSON.
    results['next floor paced'] = await runClients('paced', url, `${url}/demo-api/json`);
  } finally {
    next.kill();
  }
}
await rt.db.close();
rmSync(dir, { recursive: true, force: true });

type Result = { create: number[]; get: number[]; errors: Record<string, number>; seconds: number };
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const cell = (n: number, width = 8) => (Number.isNaN(n) ? '—' : n.toFixed(2)).padStart(width);
console.log(
  `\n${CLIENTS} clients over loopback, ${STORED} jobs stored before the run; latency in ms (p99 goals: create ≤ ${GOALS.create}, get ≤ ${GOALS.get})`,
);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (other processes share these cores)`,
);
console.log(
  'mode                                                      request   count   p50 ms   p99 ms  goal p99  verdict   req/s  non-2xx   in handler: p50  p99',
);
for (const [mode, r] of Object.entries(results)) {
  const label = `${mode.startsWith('next') ? 'next start, ' : ''}${mode.includes('floor') ? 'baseline: constant JSON route, ' : ''}${mode.endsWith('paced') ? `paced (1 req/${INTERVAL} ms)` : 'closed (back to back)'}`;
  for (const kind of ['create', 'get'] as const) {
    const v = r[kind];
    if (v.length === 0) continue;
    const p99 = pct(v, 99);
    const rate = Math.round((r.create.length + r.get.length) / r.seconds);
    const inside = servers[mode]?.[kind] ?? [];
    console.log(
      `${label.padEnd(58)}${kind.padEnd(8)}${String(v.length).padStart(7)} ${cell(pct(v, 50))} ${cell(p99)} ${`≤ ${GOALS[kind]}`.padStart(9)}  ${(p99 <= GOALS[kind] ? 'met' : 'missed').padEnd(8)}${String(rate).padStart(6)}  ${JSON.stringify(r.errors).padEnd(8)} ${cell(pct(inside, 50), 14)} ${cell(pct(inside, 99), 6)}`,
    );
  }
}
