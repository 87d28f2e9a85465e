import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../store/keys';
import { insertProject } from '../store/projects';
import { MARKER_FILE } from '../../site/build-marker';
import { useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import {
  ensureReplicasBuild,
  exitOf,
  REPLICAS_FIXTURE,
  replicaEnv,
  replicaServing,
  startChild,
  startReplica,
  startSpecServer,
  type ChildWithOutput,
  type SpecServer,
} from '../../../test/agent/site-replicas';

/**
 * Issue 14, items 3 and 4 of "many site replicas", with real processes on one PostgreSQL: two
 * `next start` replicas of test/fixtures/replicas-site, each with a data folder of its own (no
 * shared folder), and one `npm run worker` process with a third. The fixture's API tab comes from
 * an https URL served here on loopback (the test certificate in test/fixtures/tls, trusted through
 * NODE_EXTRA_CA_CERTS; ALLOW_PRIVATE_NETWORK_FETCH lets the SSRF guard reach loopback). Run by the
 * `postgres` mode only (a `*.postgres.test.ts` file: vitest.postgres.config.ts, which starts the
 * cluster); the fixture is built once per run into `.next-replicas-site` (test/agent/site-replicas.ts),
 * shared with the load test.
 */
// 3351–3359 is the replicas tests' range: the spec server takes 3359, the load test 3353 and 3354.
const REPLICA_PORTS = [3351, 3352];
const LIST = '/api-reference/list-pets';

const env = useTempRuntime({ DOCS_DIR: REPLICAS_FIXTURE, LECTERN_DATA_DIR_SHARED: undefined });
const folder = (name: string) => path.join(env.dir, name);
const children: ChildWithOutput[] = [];
// Five job requests a project per hour, so the rate limit test's count is small; other policies keep their defaults.
const RATE = { AGENT_RATE_LIMIT_AGENT: '5/3600' };

const replicaUrl = (i: number) => `http://127.0.0.1:${REPLICA_PORTS[i]}`;
const get = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
};

let deployToken = '';
let spec: SpecServer | undefined;

beforeAll(async () => {
  // Built (or already built in this run) before the spec server here starts: the build serves itself version 1.
  await ensureReplicasBuild();
  spec = await startSpecServer();

  // Migrated, with the default project, before the replicas and the worker open it.
  deployToken = (await createKey(env.rt(), { orgId: 'org_default', projectIds: ['default'] })).token;
  const replicas = REPLICA_PORTS.map((port, i) => startReplica(port, folder(`replica-${i}`), RATE));
  children.push(...replicas);
  await Promise.all(replicas.map((replica, i) => replicaServing(replica, REPLICA_PORTS[i])));
}, 600_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(children.map(exitOf));
  await spec?.close();
  await env.cleanup();
});

describe('site replicas on one PostgreSQL, each with its own data folder (issue 14)', () => {
  it('a deployment that publishes a changed URL-hosted spec reaches both replicas', async () => {
    for (const i of [0, 1]) expect((await get(`${replicaUrl(i)}${LIST}`)).text).toContain('MARKER_FIRST_BUILD');

    // The worker: its own data folder, the `default` project (the served folder), no refresh secret,
    // so its call to APP_BASE_URL is skipped and only the database can carry the build.
    const worker = startChild(
      ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'],
      replicaEnv(folder('worker'), { ...RATE, AGENT_WORKER_ID: 'replicas-worker', APP_BASE_URL: replicaUrl(0) }),
    );
    children.push(worker);
    await waitFor(() => worker.output.join('').includes(' started; ') || worker.exitCode !== null, 60_000, 'the worker to start');
    expect(worker.exitCode).toBeNull();

    spec!.version.current = 2;
    const auth = { authorization: `Bearer ${deployToken}` };
    const triggered = await fetch(`${replicaUrl(0)}/v1/project/update/default`, { method: 'POST', headers: auth });
    expect(triggered.status).toBe(202);
    const { statusId } = (await triggered.json()) as { statusId: string };
    // Its status is read through the other replica: the deployment lives in the database.
    const done = await waitFor(
      async () => {
        const s = (await (await fetch(`${replicaUrl(1)}/v1/project/update-status/${statusId}`, { headers: auth })).json()) as {
          status: string;
          logs: string[];
        };
        return s.status === 'success' || s.status === 'failure' ? s : undefined;
      },
      60_000,
      'the deployment to finish',
    );
    expect(done.status).toBe('success');
    // Recorded with the success (run-deployment.ts): the first poll that sees 'success' holds it.
    expect(done.logs).toContain(
      'Site refresh left to the site replicas: each picks the published build up from the database and re-renders its pages.',
    );
    worker.kill('SIGKILL');

    // Prerendered pages re-render on a visit after the refresh: poll each replica until it serves build 2.
    for (const i of [0, 1]) {
      await waitFor(
        async () => (await get(`${replicaUrl(i)}${LIST}`)).text.includes('MARKER_SECOND_BUILD'),
        60_000,
        `replica ${i} to serve build 2`,
      );
      expect((await get(`${replicaUrl(i)}${LIST}`)).text).not.toContain('MARKER_FIRST_BUILD');
      await waitFor(
        async () => (await get(`${replicaUrl(i)}/api-reference/adopt-a-pet`)).status === 200,
        30_000,
        `replica ${i}'s new page`,
      );
    }
    // Each replica wrote the build into its own folder; the worker's folder is a third one.
    const buildIds = [0, 1, 'worker'].map(
      (n) =>
        (
          JSON.parse(readFileSync(path.join(folder(typeof n === 'number' ? `replica-${n}` : n), MARKER_FILE), 'utf8')) as {
            buildId: string;
          }
        ).buildId,
    );
    expect(new Set(buildIds).size).toBe(1);
  }, 240_000);

  it('the same Idempotency-Key sent to replica A and replica B creates one job', async () => {
    const token = (await createKey(env.rt(), { orgId: 'org_default', projectIds: ['default'] })).token;
    const send = (i: number) =>
      fetch(`${replicaUrl(i)}/v2/agent/default/job`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'across-replicas' },
        body: JSON.stringify({ prompt: 'Document the pets API' }),
      });
    const a = await send(0);
    const b = await send(1);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    const [jobA, jobB] = (await Promise.all([a.json(), b.json()])) as { id: string }[];
    expect(jobB.id).toBe(jobA.id);
    const jobs = await env.rt().db.kx.selectFrom('agent_jobs').select('id').where('project_id', '=', 'default').execute();
    expect(jobs.map((j) => j.id)).toEqual([jobA.id]);
  });

  it('a rate limit of 5 across both replicas lets exactly 5 of 8 simultaneous creates through', async () => {
    // A project of its own: the agent policy counts per project, and the jobs above are not this test's.
    await insertProject(env.rt(), {
      id: 'limits',
      provider: 'github',
      repoUrl: 'https://github.com/acme/limits',
      repoOwner: 'acme',
      repoName: 'limits',
      deploymentBranch: 'main',
      docsRoot: 'docs',
    });
    const token = (await createKey(env.rt(), { orgId: 'org_default', projectIds: ['limits'] })).token;
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        fetch(`${replicaUrl(n % 2)}/v2/agent/limits/job`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: `Job ${n}` }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
