import { randomUUID } from 'node:crypto';
import { freePort } from '../free-port';
import { startCluster } from './cluster';

/**
 * Vitest global setup of the PostgreSQL run (vitest.postgres.config.ts): one throwaway cluster for
 * the whole run; each test file's runtime gets its own database on it (test/agent/fixtures.ts).
 * The URL goes through the environment, which the test workers and the worker processes they
 * spawn inherit. `LECTERN_TEST_PG_PORT` pins the port. `LECTERN_TEST_RUN_ID` names the run, so
 * test/agent/site-replicas.ts builds the replicas fixture once for it, whichever file asks first.
 */
export default async function setup(): Promise<() => void> {
  const cluster = startCluster(Number(process.env.LECTERN_TEST_PG_PORT) || (await freePort()));
  process.env.LECTERN_TEST_PG_URL = cluster.url;
  process.env.LECTERN_TEST_RUN_ID = randomUUID();
  console.log(`[postgres] throwaway cluster on 127.0.0.1:${cluster.port}`);
  return () => cluster.stop();
}
