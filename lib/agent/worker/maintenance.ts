import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AgentRuntime } from '../agent-runtime';
import { pruneEvents } from '../store/events';
import { sweepIdempotencyKeys } from '../store/idempotency';
import { listActiveJobIds } from '../store/job-results';
import { recomputeJob } from '../store/jobs';
import { settleOrphanedRuns } from '../store/runs';
import { inTx } from '../store/tx';

/**
 * The once-a-minute chores (docs/agent-api.md "The worker"): expired idempotency keys, old events, workspaces
 * older than a day (left by crashed workers), runs orphaned on archived jobs, and a recount of
 * pending messages on active jobs in case a crash interrupted one.
 */
export async function runMaintenance(rt: AgentRuntime): Promise<void> {
  await sweepIdempotencyKeys(rt);
  await pruneEvents(rt);
  await settleOrphanedRuns(rt);
  for (const id of await listActiveJobIds(rt)) await inTx(rt, (t) => recomputeJob(t, id));
  const root = path.join(rt.env.dataDir, 'workspaces');
  const cutoff = rt.now() - 24 * 3600_000;
  for (const job of safeList(root)) {
    const dir = path.join(root, job);
    try {
      if (statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
    } catch {
      // removed concurrently
    }
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
