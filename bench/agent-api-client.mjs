// Load generator for bench/agent-api.ts. CLIENTS concurrent clients over loopback, each creating
// a job and then polling it, until CREATES creates and GETS gets are done. `paced`: a client sends
// one request every INTERVAL ms (a poller); `closed`: back to back (saturation, where latency is
// queueing: clients / throughput). A stand-in worker marks queued runs done every 100 ms, as a
// real worker would, so the queue stays as short as it is in production. Prints JSON.
import { createRequire } from 'node:module';

const [base, token, mode, dbFile, ...nums] = process.argv.slice(2);
const [clients, creates, gets, warmup, interval] = nums.map(Number);
const Database = createRequire(import.meta.url)('better-sqlite3');
const db = new Database(dbFile);
db.pragma('busy_timeout = 5000');
const settle = db.prepare(
  `UPDATE agent_jobs SET status = 'completed', version = version + 1 WHERE id IN (SELECT job_id FROM agent_runs WHERE project_id = 'bench' AND state = 'queued')`,
);
const drain = db.prepare(
  `UPDATE agent_runs SET state = 'succeeded', attempt = 1, finished_at = ? WHERE project_id = 'bench' AND state = 'queued'`,
);
const drainer = setInterval(() => db.transaction(() => (settle.run(), drain.run(Date.now())))(), 100);

const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const lat = { create: [], get: [] };
const errors = {};
// BENCH_FLOOR_URL: only GETs of that URL (a trivial route), the server's own floor, as a baseline.
const floor = process.env.BENCH_FLOOR_URL;
let createsLeft = floor ? 0 : creates;
let getsLeft = gets;
let warm = warmup;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function timed(kind, url, init) {
  const t = performance.now();
  const response = await fetch(url, init);
  const body = await response.json();
  const ms = performance.now() - t;
  if (!response.ok) errors[response.status] = (errors[response.status] ?? 0) + 1;
  else if (warm > 0) warm--;
  else lat[kind].push(ms);
  if (mode === 'paced') await sleep(Math.max(0, interval - ms));
  return body;
}

async function client(n) {
  if (mode === 'paced') await sleep((n * interval) / clients); // spread the clients over one interval
  const polls = Math.max(1, Math.round(gets / creates));
  while (createsLeft > 0 || getsLeft > 0) {
    let id;
    if (createsLeft > 0) {
      createsLeft--;
      id = (
        await timed('create', `${base}/v2/agent/bench/job`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ prompt: `Document feature ${n}` }),
        })
      ).id;
    }
    for (let i = 0; i < polls && getsLeft > 0; i++) {
      getsLeft--;
      await timed('get', floor ?? `${base}/v2/agent/bench/job/${id ?? process.env.BENCH_SEED_JOB}`, { headers });
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
clearInterval(drainer);
db.close();
process.stdout.write(JSON.stringify({ ...lat, errors, seconds: (performance.now() - started) / 1000 }));
