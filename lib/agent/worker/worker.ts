import os from 'node:os';
import type { AgentRuntime } from '../agent-runtime';
import { claimDeployment } from '../store/deployments';
import { claimRun } from '../store/runs';
import { runDeployment } from '../deploy/run-deployment';
import { logError } from '../log-error';
import { executeRun } from './execute-run';
import { runMaintenance } from './maintenance';
import { claimDueWebhooks } from '../store/webhooks';
import { sendWebhooks, WEBHOOK_BATCH, WEBHOOK_LEASE_MS } from '../webhooks/deliver';

export type Worker = {
  readonly id: string;
  /** Stop claiming, give runs `graceMs` to finish, then hand the rest back to the queue. */
  stop(graceMs?: number): Promise<void>;
};

/**
 * The worker loop (docs/agent-api.md "The worker"): claims runs up to the global cap and deployments one at a
 * time, polls every second with jitter (sooner when the API in this process enqueues), and runs
 * maintenance once a minute. Everything durable lives in the database, so any number of
 * workers, in any processes, can share it.
 */
export function startWorker(rt: AgentRuntime, opts: { id?: string } = {}): Worker {
  const id = opts.id ?? rt.env.workerId ?? `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const shutdown = new AbortController();
  const inflight = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  let lastMaintenance = 0;
  let delivering: Promise<void> | undefined;
  const nudge = () => wake?.();
  rt.events.on('changed', nudge);
  rt.events.on('deployment', nudge);

  const track = (p: Promise<void>) => {
    inflight.add(p);
    p.catch((e) => logError('worker task failed', e)).finally(() => {
      inflight.delete(p);
      nudge();
    });
  };

  const tick = async () => {
    if (rt.now() - lastMaintenance > 60_000) {
      lastMaintenance = rt.now();
      await runMaintenance(rt);
    }
    while (!stopping && inflight.size < rt.env.maxRunningGlobal) {
      const claimed = await claimRun(rt, id, {
        perProject: rt.env.maxRunningPerProject,
        global: rt.env.maxRunningGlobal,
        leaseMs: rt.env.leaseMs,
      });
      if (!claimed) break;
      track(executeRun(rt, claimed.run, claimed.lease, shutdown.signal));
    }
    if (!stopping) {
      const deployment = await claimDeployment(rt, id, rt.env.leaseMs);
      if (deployment) track(runDeployment(rt, deployment, id));
    }
    // Completion webhooks: one sender at a time, beside the runs (a slow receiver never holds a run).
    // Not in `inflight`: it takes no run slot, and it only wakes the loop when it sent something.
    if (!stopping && !delivering) {
      const due = await claimDueWebhooks(rt, WEBHOOK_BATCH, WEBHOOK_LEASE_MS);
      if (due.length) {
        delivering = sendWebhooks(rt, due)
          .catch((e) => logError('webhook delivery failed', e))
          .finally(() => {
            delivering = undefined;
            nudge();
          });
      }
    }
  };

  const loop = (async () => {
    while (!stopping) {
      try {
        await tick();
      } catch (error) {
        // A busy or briefly unavailable database is not fatal: try again on the next tick.
        console.error('[lectern worker] tick failed:', (error as Error).message);
      }
      const jitter = Math.floor(Math.random() * rt.env.pollIntervalMs * 0.2);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, rt.env.pollIntervalMs + jitter);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    id,
    async stop(graceMs = rt.env.shutdownGraceMs) {
      stopping = true;
      nudge();
      await loop;
      const all = Promise.allSettled([...inflight]);
      const timedOut = await Promise.race([all.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref())]);
      if (timedOut) shutdown.abort();
      await Promise.allSettled([...inflight, delivering]);
      rt.events.off('changed', nudge);
      rt.events.off('deployment', nudge);
    },
  };
}
