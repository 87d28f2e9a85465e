export type FailureLimiter = {
  /** Milliseconds until `key` may try again; 0 when it may try now. */
  retryAfterMs(key: string, nowMs: number): number;
  /** Counts one failure of `key` at `nowMs`. */
  fail(key: string, nowMs: number): void;
  /** Takes back the failure counted at `atMs` (an attempt counted up front that succeeded). */
  forgive(key: string, atMs: number): void;
  /** Forgets every failure of `key`. */
  clear(key: string): void;
};

/**
 * At most `max` failures per key in any sliding `windowMs`; after that the key waits until its
 * oldest failure in the window is `windowMs` old. Only the last `max` failure times are kept per
 * key, and at most `maxKeys` keys, so memory stays bounded: when full, keys with no failure in the
 * window go first, then the least recently failed one. (Lifting a lock that way takes `maxKeys`
 * other failing keys within one window, which a second limiter per client address keeps out of
 * reach of one client.)
 */
export function createFailureLimiter({ max, windowMs, maxKeys }: { max: number; windowMs: number; maxKeys: number }): FailureLimiter {
  const failures = new Map<string, number[]>();
  const live = (key: string, nowMs: number) => (failures.get(key) ?? []).filter((at) => at > nowMs - windowMs);
  function makeRoom(nowMs: number) {
    for (const [key, times] of failures) if (times.every((at) => at <= nowMs - windowMs)) failures.delete(key);
    if (failures.size >= maxKeys) failures.delete(failures.keys().next().value!);
  }
  return {
    retryAfterMs(key, nowMs) {
      const times = live(key, nowMs);
      return times.length < max ? 0 : times[times.length - max] + windowMs - nowMs;
    },
    fail(key, nowMs) {
      const times = live(key, nowMs);
      failures.delete(key);
      if (failures.size >= maxKeys) makeRoom(nowMs);
      failures.set(key, [...times, nowMs].slice(-max));
    },
    forgive(key, atMs) {
      const times = failures.get(key);
      const at = times?.lastIndexOf(atMs) ?? -1;
      if (times && at >= 0) times.splice(at, 1);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
