import { describe, expect, it } from 'vitest';
import { getClientAddress } from './client-address';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES, beginLocalSignIn } from './local-sign-in-guard';

const MIN = 60_000;
const T0 = Date.UTC(2030, 0, 1);

describe('beginLocalSignIn (brute force on the users file)', () => {
  it(`locks an account after ${ACCOUNT_FAILURES} failures for the rest of 15 minutes, whatever the address`, () => {
    for (let i = 0; i < ACCOUNT_FAILURES; i++)
      expect(beginLocalSignIn('Victim@Example.test ', `198.51.100.${i}`, T0 + i * MIN).ok).toBe(true);
    expect(beginLocalSignIn('victim@example.test', '198.51.100.99', T0 + 5 * MIN)).toEqual({ ok: false, retryAfterMinutes: 10 });
    expect(beginLocalSignIn('victim@example.test', '198.51.100.99', T0 + 15 * MIN - 1).ok).toBe(false);
    expect(beginLocalSignIn('victim@example.test', '198.51.100.99', T0 + 15 * MIN).ok).toBe(true);
  });

  it('counts an attempt before the password is checked, so a parallel burst cannot pass the limit', () => {
    const gates = Array.from({ length: 20 }, () => beginLocalSignIn('burst@example.test', '198.51.100.200', T0));
    expect(gates.filter((g) => g.ok)).toHaveLength(ACCOUNT_FAILURES);
  });

  it('a success takes its attempt back and clears the account', () => {
    for (let i = 0; i < ACCOUNT_FAILURES - 1; i++) beginLocalSignIn('reader@example.test', '198.51.100.201', T0);
    const gate = beginLocalSignIn('reader@example.test', '198.51.100.201', T0);
    expect(gate.ok).toBe(true);
    if (gate.ok) gate.succeeded();
    for (let i = 0; i < ACCOUNT_FAILURES; i++) expect(beginLocalSignIn('reader@example.test', '198.51.100.202', T0 + 1).ok).toBe(true);
  });

  it(`locks a client address after ${ADDRESS_FAILURES} failures across accounts (spraying)`, () => {
    for (let i = 0; i < ADDRESS_FAILURES; i++) expect(beginLocalSignIn(`spray-${i}@example.test`, '203.0.113.9', T0).ok).toBe(true);
    expect(beginLocalSignIn('fresh@example.test', '203.0.113.9', T0 + MIN)).toEqual({ ok: false, retryAfterMinutes: 14 });
    expect(beginLocalSignIn('fresh@example.test', '203.0.113.10', T0 + MIN).ok).toBe(true);
  });
});

describe('getClientAddress', () => {
  it.each<[string | undefined, string]>([
    ['198.51.100.7', '198.51.100.7'],
    ['203.0.113.1, 198.51.100.7', '198.51.100.7'],
    [' 2001:db8::1 ', '2001:db8::/64'],
    ['2001:db8:0:7:aaaa:bbbb:cccc:dddd', '2001:db8:0:7::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['[2001:db8::1]:443', '2001:db8::/64'],
    ['198.51.100.7:5000', '198.51.100.7'],
    ['not-an-address', 'not-an-address'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (header, want) => {
    expect(getClientAddress(new Headers(header === undefined ? {} : { 'x-forwarded-for': header }))).toBe(want);
  });
});
