import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  it('gives each key its own value, never another key’s', () => {
    const cache = new SessionCache<string>(10);
    cache.set('cookie-a', 'key-a', 1000);
    cache.set('cookie-b', 'key-b', 1000);
    expect(cache.get('cookie-a', 0)).toBe('key-a');
    expect(cache.get('cookie-b', 0)).toBe('key-b');
    expect(cache.get('cookie-a ', 0)).toBeUndefined();
    expect(cache.get('cookie-c', 0)).toBeUndefined();
  });

  it('forgets an entry once its expiry has passed', () => {
    const cache = new SessionCache<string>(10);
    cache.set('cookie', 'key', 1000);
    expect(cache.get('cookie', 999)).toBe('key');
    expect(cache.get('cookie', 1000)).toBeUndefined();
    // Gone for good, not only hidden: a later clock cannot bring it back.
    expect(cache.size).toBe(0);
  });

  it('keeps at most `max` entries, dropping the one unused the longest', () => {
    const cache = new SessionCache<number>(3);
    for (const n of [1, 2, 3]) cache.set(`c${n}`, n, 1000);
    expect(cache.get('c1', 0)).toBe(1);
    cache.set('c4', 4, 1000);
    expect(cache.size).toBe(3);
    expect(cache.get('c2', 0)).toBeUndefined();
    expect([cache.get('c1', 0), cache.get('c3', 0), cache.get('c4', 0)]).toEqual([1, 3, 4]);
  });
});
