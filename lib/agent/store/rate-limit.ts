import { sql } from 'kysely';
import type { AgentRuntime } from '../agent-runtime';

export type Policy = { name: string; quota: number; windowS: number };
export type RateDecision = { allowed: boolean; remaining: number; resetS: number; retryAfterS: number };

type Bucket = { count_current: number; count_previous: number; last_charged: number };

type Window = { start: number; previousStart: number; weight: number; quota: number };

// The previous and current counts as they are once the bucket is rolled to this window: a
// bucket one window old becomes the previous window; an older one is forgotten.
const previous = (w: Window) =>
  sql<number>`CASE WHEN rate_limit_buckets.window_start = ${w.start} THEN rate_limit_buckets.count_previous
    WHEN rate_limit_buckets.window_start = ${w.previousStart} THEN rate_limit_buckets.count_current ELSE 0 END`;
const current = (w: Window) =>
  sql<number>`CASE WHEN rate_limit_buckets.window_start = ${w.start} THEN rate_limit_buckets.count_current ELSE 0 END`;
// Charged when the weighted estimate (`weight` = the share of the previous window still inside
// the sliding window) plus this use stays within the quota. The cast tells PostgreSQL the weight
// is fractional: it would otherwise infer an integer parameter from the integer column.
const fits = (w: Window) => sql<boolean>`(${previous(w)}) * CAST(${w.weight} AS DOUBLE PRECISION) + (${current(w)}) + 1 <= ${w.quota}`;

/**
 * Sliding-window counter (two fixed windows, the previous one weighted by how much of it still
 * overlaps the sliding window), kept in the database because the API and workers may be separate
 * processes or replicas and an in-memory limiter would undercount (docs/agent-api.md "Rate limits"). Rolling, checking and
 * charging are one upsert, so it is atomic without a transaction and costs one write per request.
 */
export async function consumeRate(rt: AgentRuntime, bucketKey: string, policy: Policy): Promise<RateDecision> {
  const w = policy.windowS * 1000;
  const now = rt.now();
  const windowStart = Math.floor(now / w) * w;
  const elapsed = now - windowStart;
  const weight = 1 - elapsed / w;
  const win: Window = { start: windowStart, previousStart: windowStart - w, weight, quota: policy.quota };
  const first = policy.quota >= 1 ? 1 : 0;
  const bucket: Bucket = await rt.db.kx
    .insertInto('rate_limit_buckets')
    .values({ bucket_key: bucketKey, window_start: windowStart, count_current: first, count_previous: 0, last_charged: first })
    .onConflict((oc) =>
      oc.column('bucket_key').doUpdateSet({
        count_previous: previous(win),
        count_current: sql<number>`(${current(win)}) + CASE WHEN ${fits(win)} THEN 1 ELSE 0 END`,
        last_charged: sql<number>`CASE WHEN ${fits(win)} THEN 1 ELSE 0 END`,
        window_start: windowStart,
      }),
    )
    .returning(['count_current', 'count_previous', 'last_charged'])
    .executeTakeFirstOrThrow();
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
