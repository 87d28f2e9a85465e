import type { AgentRuntime } from '../agent-runtime';

export type Policy = { name: string; quota: number; windowS: number };
export type RateDecision = { allowed: boolean; remaining: number; resetS: number; retryAfterS: number };

type Bucket = { count_current: number; count_previous: number; last_charged: number };

// The previous and current counts as they are once the bucket is rolled to this window: a
// bucket one window old becomes the previous window; an older one is forgotten.
const PREVIOUS = `CASE WHEN rate_limit_buckets.window_start = :start THEN rate_limit_buckets.count_previous
                      WHEN rate_limit_buckets.window_start = :start - :window THEN rate_limit_buckets.count_current ELSE 0 END`;
const CURRENT = `CASE WHEN rate_limit_buckets.window_start = :start THEN rate_limit_buckets.count_current ELSE 0 END`;
// Charged when the weighted estimate (`:weight` = the share of the previous window still inside
// the sliding window) plus this use stays within the quota.
const FITS = `(${PREVIOUS}) * :weight + (${CURRENT}) + 1 <= :quota`;
const UPSERT = `INSERT INTO rate_limit_buckets (bucket_key, window_start, count_current, count_previous, last_charged)
     VALUES (:key, :start, CASE WHEN 1 <= :quota THEN 1 ELSE 0 END, 0, CASE WHEN 1 <= :quota THEN 1 ELSE 0 END)
     ON CONFLICT (bucket_key) DO UPDATE SET
       count_previous = ${PREVIOUS},
       count_current = (${CURRENT}) + CASE WHEN ${FITS} THEN 1 ELSE 0 END,
       last_charged = CASE WHEN ${FITS} THEN 1 ELSE 0 END,
       window_start = :start
     RETURNING count_current, count_previous, last_charged`;

/**
 * Sliding-window counter (two fixed windows, the previous one weighted by how much of it still
 * overlaps the sliding window), kept in the database because the API and workers may be separate
 * processes and an in-memory limiter would undercount (docs/agent-api.md "Rate limits"). Rolling, checking and
 * charging are one upsert, so it is atomic without a transaction and costs one write per request.
 */
export function consumeRate(rt: AgentRuntime, bucketKey: string, policy: Policy): RateDecision {
  const w = policy.windowS * 1000;
  const now = rt.now();
  const windowStart = Math.floor(now / w) * w;
  const elapsed = now - windowStart;
  const weight = 1 - elapsed / w;
  const bucket = rt.db.get<Bucket>(UPSERT, { key: bucketKey, start: windowStart, window: w, weight, quota: policy.quota })!;
  const used = bucket.count_previous * weight + bucket.count_current;
  const resetS = Math.max(1, Math.ceil((w - elapsed) / 1000));
  if (bucket.last_charged) return { allowed: true, remaining: Math.max(0, Math.floor(policy.quota - used)), resetS, retryAfterS: 0 };
  return { allowed: false, remaining: 0, resetS, retryAfterS: retryAfter(policy.quota, bucket, elapsed, w) };
}

/** Seconds until one more use fits under the quota, solved from the sliding-window formula. */
function retryAfter(quota: number, b: Bucket, elapsed: number, w: number): number {
  const room = quota - 1;
  let waitMs: number;
  if (b.count_current <= room && b.count_previous > 0) {
    // Still in this window: wait until enough of the previous window has slid out.
    waitMs = w * (1 - (room - b.count_current) / b.count_previous) - elapsed;
  } else {
    // This window alone is over quota: wait for it to become the previous one, then slide.
    const carried = b.count_current > 0 ? w * (1 - room / b.count_current) : 0;
    waitMs = w - elapsed + Math.max(0, carried);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}
