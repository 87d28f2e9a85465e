import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocalProject, useTempRuntime, waitFor } from '../../../test/agent/fixtures';

/**
 * The worker's start-up check (issue 14, item 4) on the real `npm run worker` process: `local`
 * projects keep their repositories in one machine's data folder, so on PostgreSQL the worker
 * refuses to start unless the folder is declared shared. This file runs in both test runs: on
 * PostgreSQL it shows the refusal, on SQLite that the embedded default starts as it always did.
 */
const root = path.resolve(__dirname, '../../..');
const onPostgres = Boolean(process.env.LECTERN_TEST_PG_URL);
// Unset here (useTempRuntime declares its folder shared for the other tests' workers).
const env = useTempRuntime({ LECTERN_DATA_DIR_SHARED: undefined });

beforeAll(async () => {
  await addLocalProject(env.rt(), env.dir, 'acme');
});
afterAll(() => env.cleanup());

type Run = { code: number | null; stdout: string; stderr: string; started: boolean };

/** Starts the worker; resolves when it exits, or once it says it started (then it is stopped). */
async function startWorker(extra: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
    cwd: root,
    env: { ...process.env, AGENT_WORKER_ID: 'refusal-check', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '', started: false };
  child.stdout.on('data', (d) => (run.stdout += String(d)));
  child.stderr.on('data', (d) => (run.stderr += String(d)));
  const exited = new Promise<void>((resolve) => child.on('exit', (code) => ((run.code = code), resolve())));
  await waitFor(() => run.code !== null || run.stdout.includes(' started; '), 60_000, 'the worker to start or exit');
  if (run.code === null) {
    run.started = true;
    child.kill('SIGKILL');
  }
  await exited;
  return run;
}

describe('the worker on PostgreSQL with a local project (issue 14, item 4)', () => {
  it(
    onPostgres
      ? 'refuses to start unless the data folder is declared shared: one line naming both settings and the fix, exit non-zero'
      : 'starts on SQLite, where the data folder is the database too',
    async () => {
      const run = await startWorker({});
      if (!onPostgres) {
        expect(run.started).toBe(true);
        return;
      }
      expect(run.started).toBe(false);
      expect(run.code).not.toBe(0);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^\[lectern worker\] not starting: DATABASE_URL is PostgreSQL, and project "acme" uses the local git provider/,
      );
      expect(lines[0]).toContain('use the GitHub provider');
      expect(lines[0]).toContain('LECTERN_DATA_DIR_SHARED=1');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
  );

  it('starts when the data folder is declared shared (LECTERN_DATA_DIR_SHARED=1)', async () => {
    const run = await startWorker({ LECTERN_DATA_DIR_SHARED: '1' });
    expect(run.started).toBe(true);
    expect(run.stderr).not.toContain('not starting');
  });
});
