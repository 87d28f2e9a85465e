import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AgentRuntime } from '../agent-runtime';
import { pruneEvents } from '../store/events';
import { sweepIdempotencyKeys } from '../store/idempotency';
import { recomputeJob } from '../store/jobs';
import { settleOrphanedRuns } from '../store/runs';

/**
 * The once-a-minute chores (docs/agent-api.md "The worker"): expired idempotency keys, old events, workspaces
 * older than a day (left by crashed workers), runs orphaned on archived jobs, and a recount of
 * pending messages on active jobs in case a crash interrupted one.
 */
export function runMaintenance(rt: AgentRuntime): void {
  sweepIdempotencyKeys(rt);
  pruneEvents(rt);
  settleOrphanedRuns(rt);
  const active = rt.db.all<{ id: string }>(`SELECT id FROM agent_jobs WHERE status = 'active'`);
  rt.db.tx(() => active.forEach((j) => recomputeJob(rt, j.id)));
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
