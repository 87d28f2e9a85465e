import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localBareRepoPath } from '../providers/repo/describe';
import { startFakeLlm, type FakeLlm, type Turn } from '../../../test/agent/fake-llm';
import { addLocalProject, call, sh, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { queryAll, queryOne } from '../../../test/agent/query';
import { ensureReplicasBuild, exitOf, replicaServing, startReplica, type ChildWithOutput } from '../../../test/agent/site-replicas';
import { exited, spawnWorkerProcess, type WorkerProcess } from '../../../test/agent/worker-process';

// Issue 14's load test: two real worker processes and two `next start` replicas of the built
// replicas fixture (test/agent/site-replicas.ts, built once per run) on one PostgreSQL database;
// 200 jobs across 10 `local` projects created alternately on replica A and replica B over HTTP and
// polled to completion through both; one worker killed with SIGKILL in the middle. PostgreSQL
// only (vitest.postgres.config.ts): it is the many-machines set-up, and it would double the
// SQLite run's time for a case the crash tests already cover there.
//
// The workers share one data folder declared shared: the `local` provider keeps the bare
// repositories there. The replicas each keep a folder of their own and no shared claim: creating,
// listing and reading jobs touches only the database (the job's repository URL is stored with the
// data folder redacted to `<data>`, and its PR link is the one the worker stored).
const PROJECTS = 10;
const JOBS = 200;
const KILL_AFTER = 60;

// Leases long enough that a busy two-core machine never loses one by a late heartbeat, so every
// interrupted attempt in this test is the one the kill caused; one run at a time per project.
// 3351–3359 is the replicas tests' range; site-replicas.postgres.test.ts has 3351 and 3352.
const REPLICA_PORTS = [3353, 3354];
const replicaUrl = (i: number) => `http://127.0.0.1:${REPLICA_PORTS[i]}`;

const env = useTempRuntime({
  AGENT_MAX_RUNNING_PER_PROJECT: '1',
  AGENT_MAX_RUNNING_GLOBAL: '4',
  AGENT_LEASE_MS: '5000',
  AGENT_HEARTBEAT_MS: '500',
  AGENT_POLL_INTERVAL_MS: '100',
  LECTERN_DATA_DIR_SHARED: '1',
});

// Each job writes a page of its own and finishes: two model calls, the least a run with a commit needs.
const scenarios: Record<string, Turn[]> = {};
for (let n = 0; n < JOBS; n++) {
  scenarios[`load-${n}`] = [
    { tool: 'write_file', args: { path: `docs/load-${n}.mdx`, content: `# Page ${n}\n` } },
    { tool: 'finish', args: { summary: `Add page ${n}` } },
  ];
}

let llm: FakeLlm;
const tokens = new Map<string, string>();
const workers: WorkerProcess[] = [];
const replicas: ChildWithOutput[] = [];
const projectOf = (n: number) => `p${n % PROJECTS}`;
// Job n goes to replica A or B so that the whole sequence alternates and so does each project's
// (project p's k-th job is n = p + 10k, so the replica is (p + k) mod 2).
const replicaOf = (n: number) => (n + Math.floor(n / PROJECTS)) % 2;

beforeAll(async () => {
  await ensureReplicasBuild();
  llm = await startFakeLlm(scenarios);
  for (let p = 0; p < PROJECTS; p++) tokens.set(`p${p}`, (await addLocalProject(env.rt(), env.dir, `p${p}`)).token);
  // After the projects exist and the database is migrated; each replica in a data folder of its own.
  replicas.push(...REPLICA_PORTS.map((port, i) => startReplica(port, path.join(env.dir, `replica-${i}`))));
  await Promise.all(replicas.map((replica, i) => replicaServing(replica, REPLICA_PORTS[i])));
}, 600_000);
afterAll(async () => {
  for (const child of [...workers, ...replicas]) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all([...workers.map(exited), ...replicas.map(exitOf)]);
  await llm?.close();
  await env.cleanup();
});

const worker = (id: string) => {
  const child = spawnWorkerProcess({ AGENT_MODEL_BASE_URL: llm.baseUrl, AGENT_WORKER_ID: id });
  workers.push(child);
  return child;
};
const settledCount = async () =>
  Number((await queryOne<{ n: number }>(env.rt(), "SELECT COUNT(*) AS n FROM agent_jobs WHERE status IN ('completed', 'failed')"))!.n);
const logs = () => [...workers, ...replicas].map((w) => w.output.join('')).join('\n---\n');

/**
 * Creates the jobs over HTTP on the two replicas (`replicaOf`), a few requests at a time, projects
 * interleaved; returns the job ids by project, and how many each replica created.
 */
async function createJobs(): Promise<{ byProject: Map<string, string[]>; perReplica: number[] }> {
  const byProject = new Map<string, string[]>();
  const perReplica = [0, 0];
  let next = 0;
  const sender = async () => {
    while (next < JOBS) {
      const n = next++;
      const project = projectOf(n);
      const res = await call(replicaUrl(replicaOf(n)), 'POST', `/v2/agent/${project}/job`, {
        token: tokens.get(project),
        body: { prompt: `[[scenario:load-${n}]] Document feature ${n}.` },
      });
      expect(res.status, res.text).toBe(201);
      byProject.set(project, [...(byProject.get(project) ?? []), res.json.id]);
      perReplica[replicaOf(n)]++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  return { byProject, perReplica };
}

/**
 * How many jobs the API reports settled (completed or failed), each project's list read through
 * replica A or B in turn. One round a second: ten list reads per round stay far inside the read
 * rate limit of each project's key.
 */
async function settledThroughReplicas(round: number): Promise<number> {
  let settled = 0;
  for (let p = 0; p < PROJECTS; p++) {
    const page = await call(replicaUrl((p + round) % 2), 'GET', `/v2/agent/p${p}/job?limit=100&status=completed,failed`, {
      token: tokens.get(`p${p}`),
    });
    expect(page.status, page.text).toBe(200);
    settled += page.json.jobs.length;
  }
  return settled;
}

type Interval = { runId: string; project: string; start: number; end: number };

it('200 jobs across 10 projects on two worker processes, one killed mid-load: each job completes once with one PR', async () => {
  worker('load-a');
  worker('load-b');
  const { byProject: jobsByProject, perReplica } = await createJobs();
  expect(perReplica).toEqual([JOBS / 2, JOBS / 2]);

  // The kill: once a good share is done, and while worker A holds a run, so that run must be taken over.
  const held = await waitFor(
    async () => {
      if ((await settledCount()) < KILL_AFTER) return undefined;
      const rows = await queryAll<{ id: string }>(env.rt(), "SELECT id FROM agent_runs WHERE state = 'running' AND lease_owner = 'load-a'");
      return rows.length ? rows.map((r) => r.id) : undefined;
    },
    90_000,
    `worker A to hold a run after ${KILL_AFTER} jobs settled`,
  );
  workers[0].kill('SIGKILL');
  await exited(workers[0]);
  const killedAt = Date.now();
  worker('load-c');

  let round = 0;
  await waitFor(
    async () => {
      if (round > 0) await new Promise((r) => setTimeout(r, 1000));
      return (await settledThroughReplicas(round++)) === JOBS;
    },
    150_000,
    `all ${JOBS} jobs to settle\n${logs()}`,
  );
  expect(await settledCount()).toBe(JOBS);

  // Through the API of both replicas: every job completed, with a pull request link, no two alike;
  // each project's list read on one replica, each of its jobs on the other, the two views the same.
  const links = new Set<string>();
  for (const [project, ids] of jobsByProject) {
    const listOn = Number(project.slice(1)) % 2;
    const page = await call(replicaUrl(listOn), 'GET', `/v2/agent/${project}/job?limit=100&status=active,completed,failed`, {
      token: tokens.get(project),
    });
    expect(page.status).toBe(200);
    expect(page.json.jobs.map((j: { id: string }) => j.id).sort()).toEqual([...ids].sort());
    for (const job of page.json.jobs) {
      expect(job, JSON.stringify(job.error)).toMatchObject({ status: 'completed', error: null });
      links.add(job.prLink);
      const one = await call(replicaUrl(1 - listOn), 'GET', `/v2/agent/${project}/job/${job.id}`, { token: tokens.get(project) });
      expect(one.status).toBe(200);
      expect(one.json).toMatchObject({ id: job.id, status: 'completed', prLink: job.prLink });
    }
  }
  expect(links.size).toBe(JOBS);

  // In the store: one run per job, succeeded once; one agent reply, one PR row, one local PR each.
  const runs = await queryAll<{ id: string; job_id: string; project_id: string; state: string; attempt: number; finished_at: number }>(
    env.rt(),
    'SELECT id, job_id, project_id, state, attempt, finished_at FROM agent_runs',
  );
  expect(runs).toHaveLength(JOBS);
  expect(runs.filter((r) => r.state !== 'succeeded')).toEqual([]);
  const perJob = async (sqlText: string) =>
    (await queryAll<{ job_id: string; n: number }>(env.rt(), sqlText)).filter((r) => Number(r.n) !== 1);
  expect(await perJob("SELECT job_id, COUNT(*) AS n FROM agent_messages WHERE role = 'agent' GROUP BY job_id")).toEqual([]);
  expect(await perJob('SELECT job_id, COUNT(*) AS n FROM agent_pull_requests GROUP BY job_id')).toEqual([]);
  expect(await perJob("SELECT job_id, COUNT(*) AS n FROM agent_events WHERE type = 'run_succeeded' GROUP BY job_id")).toEqual([]);
  const prRows = await queryAll<{ job_id: string }>(env.rt(), 'SELECT job_id FROM agent_pull_requests');
  expect(new Set(prRows.map((r) => r.job_id)).size).toBe(JOBS);
  const localPrs = await queryAll<{ project_id: string; head: string }>(env.rt(), 'SELECT project_id, head FROM local_pull_requests');
  expect(localPrs).toHaveLength(JOBS);
  expect(new Set(localPrs.map((r) => r.head)).size).toBe(JOBS);

  // In the real bare repositories: one branch per job, one commit on it, carrying that job's trailer.
  for (const [project, ids] of jobsByProject) {
    const bare = localBareRepoPath(env.rt(), project);
    const branches = sh(bare, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/docs-agent/').split('\n');
    expect(branches.sort()).toEqual(ids.map((id) => `docs-agent/${id}`).sort());
    for (const id of ids) {
      expect(sh(bare, 'rev-list', '--count', `main..docs-agent/${id}`)).toBe('1');
      expect(sh(bare, 'log', '-1', '--format=%B', `docs-agent/${id}`)).toContain(`Agent-Job: ${id}`);
    }
    expect(localPrs.filter((r) => r.project_id === project)).toHaveLength(ids.length);
  }

  // The run worker A held when it died was taken over: a second attempt finished it.
  for (const id of held) expect(runs.find((r) => r.id === id)).toMatchObject({ state: 'succeeded', attempt: 2 });

  // Timing, from each attempt's `run_started` event: an attempt lasts until its run finished or,
  // when a later attempt followed, until the kill (nothing else interrupts runs here).
  const starts = await queryAll<{ run_id: string; at: number }>(env.rt(), "SELECT run_id, at FROM agent_events WHERE type = 'run_started'");
  const intervals: Interval[] = [];
  for (const run of runs) {
    const mine = starts
      .filter((s) => s.run_id === run.id)
      .map((s) => Number(s.at))
      .sort((a, b) => a - b);
    expect(mine.length, `attempts of ${run.id}`).toBe(run.attempt);
    mine.forEach((start, i) => {
      const last = i === mine.length - 1;
      if (!last) expect(start, `an interrupted attempt of ${run.id} started before the kill`).toBeLessThan(killedAt);
      intervals.push({ runId: run.id, project: run.project_id, start, end: last ? Number(run.finished_at) : killedAt });
    });
  }
  const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
  const sameProject = intervals.flatMap((a, i) =>
    intervals
      .slice(i + 1)
      .filter((b) => a.project === b.project && a.runId !== b.runId && overlaps(a, b))
      .map((b) => [a, b]),
  );
  expect(sameProject, 'runs of one project overlapping in time').toEqual([]);
  const acrossProjects = intervals.some((a, i) => intervals.slice(i + 1).some((b) => a.project !== b.project && overlaps(a, b)));
  expect(acrossProjects, 'runs of different projects running at the same time').toBe(true);
}, 240_000);
