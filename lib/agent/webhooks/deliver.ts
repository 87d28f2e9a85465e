import { fetchCapped, OutboundError } from '../../http/fetch-capped';
import type { AgentRuntime } from '../agent-runtime';
import { toAgentJob } from '../service/job-view';
import { getJobById } from '../store/jobs';
import { claimDueWebhooks, recordAttempt, savePayload, type DeliveryRow } from '../store/webhooks';
import { toIso } from '../time';
import { signatureHeader, webhookSecret } from './signature';

const SEND_TIMEOUT_MS = 10_000;
/** The receiver's answer is not used; reading a little of it lets the connection close cleanly. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/** Deliveries claimed per pass, and how long a claim holds (three sends' worth of time). */
export const WEBHOOK_BATCH = 10;
export const WEBHOOK_LEASE_MS = SEND_TIMEOUT_MS * 3;

/**
 * Sends every due completion webhook once (called from the worker's loop): a signed JSON POST
 * through the server's one outbound client (lib/http), so the receiver's address meets the same
 * policy as every other server-side request, checked in the socket's own DNS lookup. No redirects
 * are followed (a redirect is a failed attempt), the time is capped, and a non-2xx answer is
 * retried with backoff (`AGENT_WEBHOOK_RETRY_BASE_MS`, ×4 each time, `AGENT_WEBHOOK_MAX_ATTEMPTS`
 * in all). A refused address and `410 Gone` end the delivery at once: retrying cannot help.
 */
export async function deliverDueWebhooks(rt: AgentRuntime): Promise<number> {
  const due = await claimDueWebhooks(rt, WEBHOOK_BATCH, WEBHOOK_LEASE_MS);
  await sendWebhooks(rt, due);
  return due.length;
}

/** Sends deliveries already claimed (the worker claims in its tick, then sends). */
export async function sendWebhooks(rt: AgentRuntime, claimed: DeliveryRow[]): Promise<void> {
  for (const delivery of claimed) await deliverOne(rt, delivery);
}

async function deliverOne(rt: AgentRuntime, d: DeliveryRow): Promise<void> {
  const body = d.payload ?? (await buildPayload(rt, d));
  if (d.payload === null) await savePayload(rt, d.id, body);
  const timestamp = Math.floor(rt.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'lectern-webhooks',
    'lectern-event': d.event,
    'lectern-webhook-id': d.id,
    'lectern-signature': signatureHeader(webhookSecret(rt.env.dataDir, d.project_id), timestamp, body),
  };
  const retryAt = d.attempts + 1 < rt.env.webhookMaxAttempts ? rt.now() + rt.env.webhookRetryBaseMs * 4 ** d.attempts : undefined;
  try {
    const res = await fetchCapped(d.url, {
      method: 'POST',
      headers,
      body,
      timeoutMs: SEND_TIMEOUT_MS,
      maxBytes: MAX_RESPONSE_BYTES,
      maxRedirects: 0,
      allowPrivate: rt.env.allowPrivateNetworkFetch,
    });
    if (res.status >= 200 && res.status < 300) await recordAttempt(rt, d.id, { ok: true, status: res.status });
    else
      await recordAttempt(rt, d.id, {
        ok: false,
        status: res.status,
        error: `the receiver answered ${res.status}`,
        retryAt: res.status === 410 ? undefined : retryAt,
      });
  } catch (error) {
    const refused = error instanceof OutboundError && (error.kind === 'refused' || error.kind === 'invalid');
    await recordAttempt(rt, d.id, { ok: false, error: (error as Error).message, retryAt: refused ? undefined : retryAt });
  }
}

/** `{ id, type, createdAt, data: { job } }`: the job as the API shows it when the event is sent. */
async function buildPayload(rt: AgentRuntime, d: DeliveryRow): Promise<string> {
  const job = await getJobById(rt, d.job_id);
  return JSON.stringify({ id: d.id, type: d.event, createdAt: toIso(d.created_at), data: { job: job ? toAgentJob(job) : null } });
}
