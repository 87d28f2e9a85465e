import type { Selectable } from 'kysely';
import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import { skipLocked } from '../db/dialect';
import type { Database } from '../db/schema';
import { inTx } from './tx';

export type WebhookEvent = 'job.completed' | 'job.failed';

/** A delivery as read: the table's own row type (db/schema.ts), so the two cannot drift apart. */
export type DeliveryRow = Selectable<Database['agent_webhook_deliveries']>;

/** Queues one delivery, due now. Called inside the transaction that ends the job (store/jobs.ts). */
export async function enqueueWebhook(
  rt: AgentRuntime,
  d: { jobId: string; projectId: string; url: string; event: WebhookEvent },
): Promise<void> {
  const now = rt.now();
  await rt.db.kx
    .insertInto('agent_webhook_deliveries')
    .values({
      id: newId('whd', now),
      job_id: d.jobId,
      project_id: d.projectId,
      event: d.event,
      url: d.url,
      payload: null,
      state: 'pending',
      next_attempt_at: now,
      lease_expires_at: null,
      last_status: null,
      last_error: null,
      created_at: now,
      delivered_at: null,
    })
    .execute();
}

/**
 * Leases up to `limit` due deliveries for `leaseMs`, so two workers sharing the database never send
 * the same attempt twice; a worker that dies mid-send leaves a lease that expires, and the
 * delivery is tried again (receivers dedupe by the delivery id).
 */
export async function claimDueWebhooks(rt: AgentRuntime, limit: number, leaseMs: number): Promise<DeliveryRow[]> {
  return inTx(rt, async (t) => {
    const now = t.now();
    const query = t.db.kx
      .selectFrom('agent_webhook_deliveries')
      .selectAll()
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(limit);
    const due = await skipLocked(t.db, query).execute();
    for (const d of due) {
      await t.db.kx
        .updateTable('agent_webhook_deliveries')
        .set({ lease_expires_at: now + leaseMs })
        .where('id', '=', d.id)
        .execute();
    }
    return due;
  });
}

/** Keeps the body of the first attempt, so every retry sends the same bytes. */
export async function savePayload(rt: AgentRuntime, id: string, payload: string): Promise<void> {
  await rt.db.kx.updateTable('agent_webhook_deliveries').set({ payload }).where('id', '=', id).where('payload', 'is', null).execute();
}

/** Records an attempt: delivered, retried at `retryAt`, or given up (`retryAt` undefined). */
export async function recordAttempt(
  rt: AgentRuntime,
  id: string,
  outcome: { ok: true; status: number } | { ok: false; status?: number; error: string; retryAt?: number },
): Promise<void> {
  const now = rt.now();
  const update = rt.db.kx.updateTable('agent_webhook_deliveries').where('id', '=', id);
  if (outcome.ok) {
    await update
      .set((eb) => ({
        state: 'delivered',
        attempts: eb('attempts', '+', 1),
        last_status: outcome.status,
        last_error: null,
        delivered_at: now,
        lease_expires_at: null,
      }))
      .execute();
    return;
  }
  await update
    .set((eb) => ({
      state: outcome.retryAt === undefined ? 'failed' : 'pending',
      attempts: eb('attempts', '+', 1),
      last_status: outcome.status ?? null,
      last_error: outcome.error.slice(0, 500),
      next_attempt_at: outcome.retryAt ?? now,
      lease_expires_at: null,
    }))
    .execute();
}

/** A job's deliveries, oldest first (tests, and the CLI's view of what was sent). */
export async function listWebhookDeliveries(rt: AgentRuntime, jobId: string): Promise<DeliveryRow[]> {
  return rt.db.kx
    .selectFrom('agent_webhook_deliveries')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
