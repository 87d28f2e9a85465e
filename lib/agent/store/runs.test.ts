import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createJob } from '../service/jobs';
import { useTempRuntime } from '../../../test/agent/fixtures';
import { listEvents } from './events';
import { DEFAULT_PROJECT_ID, ensureDefaults, getProject } from './projects';
import { claimRun } from './runs';

const env = useTempRuntime();
afterAll(() => env.cleanup());

describe('claimRun', () => {
  it('records the attempt’s run_started event in the claim itself: a worker that dies right after claiming leaves no attempt without its start', async () => {
    const rt = env.rt();
    mkdirSync(rt.env.docsDir, { recursive: true });
    await ensureDefaults(rt);
    const job = await createJob(rt, (await getProject(rt, DEFAULT_PROJECT_ID))!, { prompt: 'Document the API' });
    // Claimed and then abandoned (no executeRun): the lease expires at once, and a second worker takes it over.
    const first = (await claimRun(rt, 'dies', { perProject: 1, global: 4, leaseMs: -1 }))!;
    const second = (await claimRun(rt, 'takes-over', { perProject: 1, global: 4, leaseMs: 60_000 }))!;
    expect([first.lease.attempt, second.lease.attempt]).toEqual([1, 2]);
    const started = (await listEvents(rt, job.id, 100)).filter((e) => e.type === 'run_started');
    expect(started.map((e) => [e.run_id, JSON.parse(e.data_json!)])).toEqual([
      [first.run.id, { attempt: 1 }],
      [first.run.id, { attempt: 2 }],
    ]);
  });
});
