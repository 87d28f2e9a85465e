import type { AgentRuntime } from '../runtime';

export type Policy = { name: string; quota: number; windowS: number };
export type RateDecision = { allowed: boolean; remaining: number; resetS: number; retryAfterS: number };

type Bucket = { window_start: number; count_current: number; count_previous: number };

/**
 * Sliding-window counter (two fixed windows, the previous one weighted by how much of it still
 * overlaps the sliding window), kept in the database because the API and workers may be separate
 * processes and an in-memory limiter would undercount (agent-api.md B7). The roll, check and
 * charge happen in one write transaction, so concurrent requests cannot both take the last use.
 */
export function consumeRate(rt: AgentRuntime, bucketKey: string, policy: Policy): RateDecision {
  const w = policy.windowS * 1000;
  return rt.db.tx(() => {
    const now = rt.now();
    const windowStart = Math.floor(now / w) * w;
    const bucket = rt.db.get<Bucket>(
      `INSERT INTO rate_limit_buckets (bucket_key, window_start, count_current, count_previous) VALUES (?, ?, 0, 0)
       ON CONFLICT (bucket_key) DO UPDATE SET
         count_previous = CASE WHEN rate_limit_buckets.window_start = excluded.window_start THEN rate_limit_buckets.count_previous
                               WHEN rate_limit_buckets.window_start = excluded.window_start - ? THEN rate_limit_buckets.count_current
                               ELSE 0 END,
         count_current = CASE WHEN rate_limit_buckets.window_start = excluded.window_start THEN rate_limit_buckets.count_current ELSE 0 END,
         window_start = excluded.window_start
       RETURNING window_start, count_current, count_previous`,
      bucketKey, windowStart, w,
    )!;
    const elapsed = now - windowStart;
    const used = bucket.count_previous * (1 - elapsed / w) + bucket.count_current;
    const resetS = Math.max(1, Math.ceil((w - elapsed) / 1000));
    if (used + 1 > policy.quota) {
      return { allowed: false, remaining: 0, resetS, retryAfterS: retryAfter(policy.quota, bucket, elapsed, w) };
    }
    rt.db.run('UPDATE rate_limit_buckets SET count_current = count_current + 1 WHERE bucket_key = ?', bucketKey);
    return { allowed: true, remaining: Math.max(0, Math.floor(policy.quota - used - 1)), resetS, retryAfterS: 0 };
  });
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
