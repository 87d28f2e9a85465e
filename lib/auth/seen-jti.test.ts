import { describe, expect, it } from 'vitest';
import { createSeenJtiStore } from './seen-jti';

describe('createSeenJtiStore', () => {
  it('answers fresh once, replayed while the token could pass, and forgets it after', () => {
    const store = createSeenJtiStore(10);
    expect(store.use('a', 1_000, 0)).toBe('fresh');
    expect(store.use('a', 1_000, 999)).toBe('replayed');
    expect(store.use('b', 1_000, 999)).toBe('fresh');
    // Past its expiry the token itself is refused by verification; the id may go.
    expect(store.use('a', 5_000, 1_000)).toBe('fresh');
  });

  it('when full of live ids, refuses rather than forget one (which would reopen it to replay)', () => {
    const store = createSeenJtiStore(2);
    expect(store.use('a', 1_000, 0)).toBe('fresh');
    expect(store.use('b', 2_000, 0)).toBe('fresh');
    expect(store.use('c', 2_000, 0)).toBe('full');
    expect(store.use('a', 1_000, 10)).toBe('replayed');
    // Once an id expires there is room again, and the live one is still remembered.
    expect(store.use('c', 3_000, 1_000)).toBe('fresh');
    expect(store.use('b', 2_000, 1_500)).toBe('replayed');
  });

  it('frees expired ids that are not at the front when it fills up', () => {
    const store = createSeenJtiStore(2);
    expect(store.use('long', 10_000, 0)).toBe('fresh');
    expect(store.use('short', 100, 0)).toBe('fresh');
    expect(store.use('next', 10_000, 200)).toBe('fresh');
    expect(store.use('long', 10_000, 300)).toBe('replayed');
  });
});
