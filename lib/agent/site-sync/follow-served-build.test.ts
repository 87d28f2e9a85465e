import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildId, readSpecOverrides } from '../../site/build-marker';
import { DEFAULT_PROJECT_ID } from '../store/projects';
import { loadServedBuild, markServedBuild } from '../store/served-build';
import { publishBuild } from '../store/site-builds';
import { inTx } from '../store/tx';
import { useTempRuntime } from '../../../test/agent/fixtures';
import { followServedBuild } from './follow-served-build';

/**
 * A replica's half of the database marker (issue 14, item 3), on the real store: the worker
 * publishes into the database; a follower with a data folder of its own writes that build to its
 * folder, once, and asks its server to refresh. Runs on SQLite and on PostgreSQL.
 */
const env = useTempRuntime();
const replicaDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-replica-'));
const docsDir = path.join(replicaDir, 'docs');
const url = 'https://specs.example.test/openapi.json';
afterAll(async () => {
  await env.cleanup();
  rmSync(replicaDir, { recursive: true, force: true });
});

async function publish(deploymentId: string, body: string, sha256: string): Promise<string> {
  return inTx(env.rt(), async (t) => {
    const buildId = await publishBuild(t, DEFAULT_PROJECT_ID, deploymentId, [{ url, etag: null, last_modified: null, sha256, body }]);
    await markServedBuild(t, { buildId, projectId: DEFAULT_PROJECT_ID });
    return buildId;
  });
}

describe('following the published build from the database', () => {
  const applied: string[] = [];
  const follower = () =>
    followServedBuild({ db: env.rt().db, dataDir: replicaDir, docsDir, onApplied: async (id) => void applied.push(id) });

  it('does nothing before the first deployment', async () => {
    await follower().check();
    expect(readBuildId(replicaDir, docsDir)).toBeUndefined();
    expect(applied).toEqual([]);
  });

  it('writes a new build into its own data folder once, and refreshes its server once', async () => {
    const buildId = await publish('upd_1', 'one', 'a'.repeat(64));
    const f = follower();
    await Promise.all([f.check(), f.check(), f.check()]);
    await f.check();
    expect(readBuildId(replicaDir, docsDir)).toBe(buildId);
    expect(readSpecOverrides(replicaDir, docsDir)?.get(url)).toBe('one');
    expect(applied).toEqual([buildId]);
    // A follower started later (a restarted replica) finds its folder current: no second refresh.
    await follower().check();
    expect(applied).toEqual([buildId]);
  });

  it('retries the refresh on the next check when the server did not answer', async () => {
    const buildId = await publish('upd_2', 'two', 'b'.repeat(64));
    let fail = true;
    const calls: string[] = [];
    const f = followServedBuild({
      db: env.rt().db,
      dataDir: replicaDir,
      docsDir,
      onApplied: async (id) => {
        calls.push(id);
        if (fail) throw new Error('connection refused');
      },
    });
    await f.check();
    fail = false;
    await f.check();
    await f.check();
    expect(calls).toEqual([buildId, buildId]);
  });

  it('reads no build whose snapshot a newer deployment replaced', async () => {
    const old = await publish('upd_3', 'three', 'c'.repeat(64));
    expect((await loadServedBuild(env.rt().db, old))?.specs.map((s) => s.body)).toEqual(['three']);
    await publish('upd_4', 'four', 'd'.repeat(64));
    expect(await loadServedBuild(env.rt().db, old)).toBeUndefined();
  });
});
