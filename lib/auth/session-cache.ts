/**
 * A small map of decoded sessions for the proxy (issue 12): at most `max` entries, the one unused
 * the longest dropped first, and each entry gone once its `until` (epoch ms, the token's own expiry)
 * has passed, so a cached answer is never given later than decoding the token again would give it.
 * Keyed by the exact bytes that carried the session: the cookie is the bearer credential, so two
 * requests with the same key would decode to the same token anyway.
 */
export class SessionCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly max: number) {}

  /** The value stored for `key`, unless it expired by `now`; a hit becomes the most recently used. */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= now) return undefined;
    // Re-inserted last: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `key` until `until` (epoch ms), dropping the least recently used entry past `max`. */
  set(key: string, value: V, until: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** How many entries are kept (expired ones included until asked for or pushed out). */
  get size(): number {
    return this.entries.size;
  }
}
