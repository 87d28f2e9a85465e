import { spawn } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { useTempRuntime } from '../../../test/agent/fixtures';

// Two processes with their own runtimes on one database: two site replicas (or a replica and a
// worker). On SQLite they share the data folder's file; on PostgreSQL, the test's database.
const env = useTempRuntime();
afterAll(() => env.cleanup());

function replica(startAt: number): Promise<{ claims: string[]; allowed: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'test/agent/replica-load.ts'], {
      env: { ...process.env, START_AT: String(startAt), TRIES: '10' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`replica exit ${code}`)),
    );
  });
}

it('an idempotency key is won once and a rate limit holds across two replicas charging at the same moment', async () => {
  await env.rt().db.kx.selectFrom('orgs').select('id').execute(); // migrated before the replicas start
  const startAt = Date.now() + 3000;
  const [a, b] = await Promise.all([replica(startAt), replica(startAt)]);
  const claims = [...a.claims, ...b.claims];
  expect(claims.filter((k) => k === 'new')).toHaveLength(1);
  expect(claims.filter((k) => k !== 'new').every((k) => k === 'in_use')).toBe(true);
  expect(a.allowed + b.allowed).toBe(7);
});
