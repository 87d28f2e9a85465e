import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { listen } from './listen';

/**
 * LISTEN on a real PostgreSQL (the `postgres` test mode only: SQLite has no notifications, so the
 * SQLite run leaves *.postgres.test.ts files out). The connection is killed from the server side, as a
 * restart or a network cut would: the listener must come back and say so, since what was sent
 * meanwhile is lost.
 */
const env = useTempRuntime();
afterAll(() => env.cleanup());

const notify = (payload: string) => sql`SELECT pg_notify('lectern_test_channel', ${payload})`.execute(env.rt().db.kx);

describe('listen', () => {
  it('hears notifications, and reconnects (re-reading) after the server drops its connection', async () => {
    const heard: (string | undefined)[] = [];
    const errors: string[] = [];
    const listener = listen({
      url: env.rt().env.databaseUrl!,
      channel: 'lectern_test_channel',
      onNotify: (p) => heard.push(p),
      onError: (m) => errors.push(m),
      retryMs: 50,
    });
    try {
      // Connected: the first call says "re-read", with no payload.
      await waitFor(() => heard.length === 1, 10_000, 'the first connection');
      expect(heard).toEqual([undefined]);
      await notify('build-1');
      await waitFor(() => heard.includes('build-1'), 10_000, 'build-1');

      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(env.rt().db.kx);
      await waitFor(() => heard.filter((p) => p === undefined).length === 2, 10_000, 'the reconnect');
      expect(errors.some((e) => e.startsWith('LISTEN lectern_test_channel: '))).toBe(true);
      await notify('build-2');
      await waitFor(() => heard.includes('build-2'), 10_000, 'build-2 after the reconnect');
    } finally {
      await listener.stop();
    }
  });
});
