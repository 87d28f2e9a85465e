/**
 * patches/micromark-util-edit-map+1.0.0.patch, applied by `npm install` (postinstall): micromark's
 * EditMap rebuilt the whole event list for every batch of edits, and the document tokenizer makes
 * one batch each time a container (a list, a block quote) closes, so a long changelog of lists
 * parsed in quadratic time. The patched `consume` touches the list only from its first edit on.
 */
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';
import { describe, expect, it } from 'vitest';

/** The unpatched algorithm (micromark-util-edit-map 1.0.0), the reference for what the list becomes. */
function referenceConsume(events: unknown[], map: [number, number, unknown[]][]): unknown[] {
  const edits = [...map].sort((a, b) => a[0] - b[0]);
  const list = [...events];
  const vecs: unknown[][] = [];
  for (let index = edits.length - 1; index >= 0; index--) {
    vecs.push(list.slice(edits[index][0] + edits[index][1]), edits[index][2]);
    list.length = edits[index][0];
  }
  vecs.push(list.slice());
  return vecs.reverse().flat();
}

/** A seeded generator, so a failure names the case that shows it. */
function random(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('micromark EditMap (patched)', () => {
  it('leaves the events before the first edit untouched: a batch near the end of 100,000 events reads ~10', () => {
    const events = Array.from({ length: 100_000 }, (_, i) => i);
    let reads = 0;
    const counted = new Proxy(events, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const map = new EditMap();
    // What the document tokenizer does when a container closes: copy the exits back, drop the duplicates.
    map.add(99_990, 0, [-1, -2] as unknown as Event[]);
    map.add(99_995, 5, []);
    map.consume(counted as unknown as Event[]);
    // The unpatched consume copied all 100,000 (twice over: a slice of the list, then a push of each).
    expect(reads).toBeLessThan(20);
    expect(events.length).toBe(99_997);
    expect(events.slice(99_988)).toEqual([99_988, 99_989, -1, -2, 99_990, 99_991, 99_992, 99_993, 99_994]);
  });

  it('gives the list the unpatched algorithm gives, for random batches of edits (overlaps included)', () => {
    const next = random(7);
    for (let run = 0; run < 500; run++) {
      const events = Array.from({ length: 1 + Math.floor(next() * 60) }, (_, i) => i);
      const map = new EditMap();
      const recorded: [number, number, unknown[]][] = [];
      for (let n = Math.floor(next() * 6); n > 0; n--) {
        const at = Math.floor(next() * events.length);
        const remove = Math.floor(next() * 4);
        const add = Array.from({ length: Math.floor(next() * 3) }, (_, i) => `r${run}e${n}a${i}`);
        map.add(at, remove, add as unknown as Event[]);
        // Edits at one index merge (EditMap's own rule): their removals add up, their additions queue.
        const same = recorded.find((r) => r[0] === at);
        if (remove === 0 && add.length === 0) continue;
        if (same) {
          same[1] += remove;
          same[2].push(...add);
        } else recorded.push([at, remove, add]);
      }
      const expected = referenceConsume(events, recorded);
      map.consume(events as unknown as Event[]);
      expect(events, `run ${run}`).toEqual(expected);
    }
  });
});
