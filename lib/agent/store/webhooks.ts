import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';

export type WebhookEvent = 'job.completed' | 'job.failed';

export type DeliveryRow = {
  id: string;
  job_id: string;
  project_id: string;
  event: WebhookEvent;
  url: string;
  payload: string | null;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: number;
  lease_expires_at: number | null;
  last_status: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
};

/** Queues one delivery, due now. Called inside the transaction that ends the job (store/jobs.ts). */
export function enqueueWebhook(rt: AgentRuntime, d: { jobId: string; projectId: string; url: string; event: string }): void {
  const now = rt.now();
  rt.db.run(
    `INSERT INTO agent_webhook_deliveries (id, job_id, project_id, event, url, state, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
    newId('whd', now),
    d.jobId,
    d.projectId,
    d.event,
    d.url,
    now,
    now,
  );
}

/**
 * Leases up to `limit` due deliveries for `leaseMs`, so two workers sharing the database never send
 * the same attempt twice; a worker that dies mid-send leaves a lease that expires, and the
 * delivery is tried again (receivers dedupe by the delivery id).
 */
export function claimDueWebhooks(rt: AgentRuntime, limit: number, leaseMs: number): DeliveryRow[] {
  return rt.db.tx(() => {
    const now = rt.now();
    const due = rt.db.all<DeliveryRow>(
      `SELECT * FROM agent_webhook_deliveries WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_expires_at IS NULL OR lease_expires_at <= ?)
       ORDER BY next_attempt_at LIMIT ?`,
      now,
      now,
      limit,
    );
    for (const d of due) rt.db.run('UPDATE agent_webhook_deliveries SET lease_expires_at = ? WHERE id = ?', now + leaseMs, d.id);
    return due;
  });
}

/** Keeps the body of the first attempt, so every retry sends the same bytes. */
export function savePayload(rt: AgentRuntime, id: string, payload: string): void {
  rt.db.run('UPDATE agent_webhook_deliveries SET payload = ? WHERE id = ? AND payload IS NULL', payload, id);
}

/** Records an attempt: delivered, retried at `retryAt`, or given up (`retryAt` undefined). */
export function recordAttempt(
  rt: AgentRuntime,
  id: string,
  outcome: { ok: true; status: number } | { ok: false; status?: number; error: string; retryAt?: number },
): void {
  const now = rt.now();
  if (outcome.ok) {
    rt.db.run(
      `UPDATE agent_webhook_deliveries SET state = 'delivered', attempts = attempts + 1, last_status = ?, last_error = NULL, delivered_at = ?, lease_expires_at = NULL WHERE id = ?`,
      outcome.status,
      now,
      id,
    );
    return;
  }
  rt.db.run(
    `UPDATE agent_webhook_deliveries SET state = ?, attempts = attempts + 1, last_status = ?, last_error = ?, next_attempt_at = ?, lease_expires_at = NULL WHERE id = ?`,
    outcome.retryAt === undefined ? 'failed' : 'pending',
    outcome.status ?? null,
    outcome.error.slice(0, 500),
    outcome.retryAt ?? now,
    id,
  );
}

/** A job's deliveries, oldest first (tests, and the CLI's view of what was sent). */
export function listWebhookDeliveries(rt: AgentRuntime, jobId: string): DeliveryRow[] {
  return rt.db.all<DeliveryRow>('SELECT * FROM agent_webhook_deliveries WHERE job_id = ? ORDER BY created_at, id', jobId);
}
