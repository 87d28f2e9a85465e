/**
 * How a process keeps its route table current without ever serving a worse one: a new table is
 * built in the background when its inputs change, and replaces the served one only once it has
 * loaded without new errors. Pure (clock, stamp and loader are passed in), so tests drive it.
 */
import type { Problem } from '../config/types';

/** Errors in `next` that `current` did not have (same file, path and message). */
export function newErrors(current: readonly Problem[], next: readonly Problem[]): Problem[] {
  const key = (p: Problem) => `${p.file}\u0000${p.path}\u0000${p.message}`;
  const known = new Set(current.filter((p) => p.severity === 'error').map(key));
  return next.filter((p) => p.severity === 'error' && !known.has(key(p)));
}

export type SwapOptions<T extends { problems: Problem[] }> = {
  /** Builds a table for the inputs whose stamp was just read. May reject. */
  load: () => Promise<T>;
  /** Identifies the current inputs (the build marker's stat); a change starts a background load. */
  stamp: () => string;
  now: () => number;
  /** Stamps are read at most this often. */
  checkEveryMs: number;
  /** Development: rebuild as soon as the stamp changes (no background swap) and serve the result as is, errors included. */
  alwaysReload?: boolean;
  /** A candidate that was not swapped in: it threw or brought new errors. */
  onRejected?: (reason: string) => void;
  /** A candidate that was swapped in. */
  onSwapped?: (table: T) => void;
};

export type SwappingTable<T> = {
  get(): Promise<T>;
  /**
   * Checks the stamp now (not at most once a second) and waits for any load it starts. True when
   * the served table changed since the call began: a deployment was swapped in.
   */
  refresh(): Promise<boolean>;
  /** Resolves when no background load is running (tests). */
  idle(): Promise<void>;
};

export function createSwappingTable<T extends { problems: Problem[] }>(o: SwapOptions<T>): SwappingTable<T> {
  let served: { table: Promise<T>; stamp: string } | undefined;
  let checkedAt = 0;
  // One background load at a time; a stamp that changes meanwhile is picked up by the next check.
  let pending: { stamp: string; done: Promise<void> } | undefined;
  let rejectedStamp: string | undefined;

  const start = (stamp: string): void => {
    const candidate = o.load();
    const previous = served!;
    const done = Promise.allSettled([previous.table, candidate]).then(([old, next]) => {
      if (pending?.done === done) pending = undefined;
      if (served !== previous) return; // something newer was served meanwhile
      if (next.status === 'rejected') {
        rejectedStamp = stamp;
        o.onRejected?.(`loading failed: ${(next.reason as Error)?.message ?? String(next.reason)}`);
        return;
      }
      const added = old.status === 'fulfilled' ? newErrors(old.value.problems, next.value.problems) : [];
      if (added.length) {
        rejectedStamp = stamp;
        o.onRejected?.(
          `${added.length} new error${added.length === 1 ? '' : 's'}: ${added
            .slice(0, 3)
            .map((p) => `${p.file}: ${p.message}`)
            .join('; ')}`,
        );
        return;
      }
      served = { table: candidate, stamp };
      o.onSwapped?.(next.value);
    });
    pending = { stamp, done };
  };

  const settle = async (): Promise<void> => {
    while (pending) await pending.done;
  };

  return {
    get() {
      const now = o.now();
      if (!served) {
        const stamp = o.stamp();
        served = { table: o.load(), stamp };
        checkedAt = now;
      } else if (now - checkedAt >= o.checkEveryMs) {
        checkedAt = now;
        const stamp = o.stamp();
        if (o.alwaysReload) {
          if (stamp !== served.stamp) served = { table: o.load(), stamp };
        } else if (!pending && stamp !== served.stamp && stamp !== rejectedStamp) start(stamp);
      }
      return served.table;
    },
    async refresh() {
      if (!served) {
        await this.get();
        return false;
      }
      const before = served;
      await settle();
      const stamp = o.stamp();
      checkedAt = o.now();
      if (stamp !== served.stamp && stamp !== rejectedStamp) start(stamp);
      await settle();
      await served.table;
      return served !== before;
    },
    idle: settle,
  };
}
