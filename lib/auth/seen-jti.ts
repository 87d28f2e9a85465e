/** What remembering a token id found: first use, a replay, or no room to remember it. */
export type JtiUse = 'fresh' | 'replayed' | 'full';

export type SeenJtiStore = {
  /** Records `jti` until `expiresAtMs` (when the token can no longer be accepted anyway). */
  use(jti: string, expiresAtMs: number, nowMs: number): JtiUse;
};

/**
 * An in-memory set of hand-off token ids, each kept only while its token could still pass
 * verification, so a token works once. Bounded: when `maxEntries` live ids are held it answers
 * `full` (the caller refuses) rather than forget one, which would re-open that token to replay.
 * One process only; several replicas would need the database (issue 14).
 */
export function createSeenJtiStore(maxEntries: number): SeenJtiStore {
  const expiries = new Map<string, number>();
  /** Ids arrive in roughly expiry order (lifetimes are capped), so the oldest expire first. */
  function dropExpiredFromFront(nowMs: number) {
    for (const [jti, expiresAt] of expiries) {
      if (expiresAt > nowMs) break;
      expiries.delete(jti);
    }
  }
  return {
    use(jti, expiresAtMs, nowMs) {
      dropExpiredFromFront(nowMs);
      const known = expiries.get(jti);
      if (known !== undefined && known > nowMs) return 'replayed';
      if (expiries.size >= maxEntries) {
        for (const [id, expiresAt] of expiries) if (expiresAt <= nowMs) expiries.delete(id);
        if (expiries.size >= maxEntries) return 'full';
      }
      expiries.delete(jti);
      expiries.set(jti, expiresAtMs);
      return 'fresh';
    },
  };
}
