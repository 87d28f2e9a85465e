import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './failure-limiter';

const MIN = 60_000;

describe('createFailureLimiter', () => {
  it('allows max failures in a sliding window, then waits until the oldest leaves it', () => {
    const limiter = createFailureLimiter({ max: 3, windowMs: 15 * MIN, maxKeys: 100 });
    for (const at of [0, 1 * MIN, 2 * MIN]) {
      expect(limiter.retryAfterMs('k', at)).toBe(0);
      limiter.fail('k', at);
    }
    expect(limiter.retryAfterMs('k', 2 * MIN)).toBe(13 * MIN);
    expect(limiter.retryAfterMs('k', 14 * MIN)).toBe(1 * MIN);
    expect(limiter.retryAfterMs('k', 15 * MIN)).toBe(0);
    // One slot opened; the next failure locks again until the second one leaves the window.
    limiter.fail('k', 15 * MIN);
    expect(limiter.retryAfterMs('k', 15 * MIN)).toBe(1 * MIN);
    expect(limiter.retryAfterMs('other', 15 * MIN)).toBe(0);
  });

  it('forgive takes back one counted failure, clear all of them', () => {
    const limiter = createFailureLimiter({ max: 2, windowMs: MIN, maxKeys: 100 });
    limiter.fail('k', 1);
    limiter.fail('k', 2);
    expect(limiter.retryAfterMs('k', 2)).toBeGreaterThan(0);
    limiter.forgive('k', 2);
    expect(limiter.retryAfterMs('k', 2)).toBe(0);
    limiter.fail('k', 3);
    limiter.clear('k');
    expect(limiter.retryAfterMs('k', 3)).toBe(0);
  });

  it('holds at most maxKeys keys, dropping idle ones first, then the least recently failed', () => {
    const limiter = createFailureLimiter({ max: 1, windowMs: MIN, maxKeys: 2 });
    limiter.fail('old', 0);
    limiter.fail('a', MIN / 2);
    limiter.fail('b', MIN + 1); // `old` has left its window: it goes, `a` stays locked
    expect(limiter.retryAfterMs('a', MIN + 1)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('b', MIN + 1)).toBeGreaterThan(0);
    limiter.fail('c', MIN + 2); // all live: the least recently failed (`a`) goes
    expect(limiter.retryAfterMs('a', MIN + 2)).toBe(0);
    expect(limiter.retryAfterMs('b', MIN + 2)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('c', MIN + 2)).toBeGreaterThan(0);
  });
});
