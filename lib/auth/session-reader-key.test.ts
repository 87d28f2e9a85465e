import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../site/types';
import { buildReaderKey, getSiteGroups } from './reader-key';
import { readSessionGroups, readSessionReaderKey } from './session-reader-key';

// Read once by getAuthSettings, on its first call (in the first test).
const SECRET = 'session-reader-key-test-secret-0123456789';
const COOKIE = 'authjs.session-token';
const siteOf = (...groups: string[]) => ({ routes: groups.map((g) => ({ url: `/${g}`, groups: [g] }) as RouteEntry), nav: null });
const site = siteOf('alpha', 'beta');

async function sessionHeaders(groups: string[], maxAge = 3600): Promise<Headers> {
  const token = await encode({ token: { sub: groups.join('+'), groups }, secret: SECRET, salt: COOKIE, maxAge });
  return new Headers({ host: '127.0.0.1:3000', cookie: `${COOKIE}=${token}` });
}

beforeAll(() => {
  vi.stubEnv('AUTH_SECRET', SECRET);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('readSessionReaderKey', () => {
  it('gives each session the key of its own groups, however often and in whatever order they are asked', async () => {
    const alpha = await sessionHeaders(['alpha']);
    const beta = await sessionHeaders(['beta', 'unnamed']);
    const want = {
      alpha: buildReaderKey(['alpha'], getSiteGroups(site), SECRET),
      beta: buildReaderKey(['beta'], getSiteGroups(site), SECRET),
    };
    expect(want.alpha).not.toBe(want.beta);
    for (let i = 0; i < 3; i++) {
      expect(await readSessionReaderKey(alpha, site)).toBe(want.alpha);
      expect(await readSessionReaderKey(beta, site)).toBe(want.beta);
    }
  });

  it('builds the key again for another site’s groups, not the one kept for the first site', async () => {
    const headers = await sessionHeaders(['alpha', 'beta']);
    expect(await readSessionReaderKey(headers, site)).toBe(buildReaderKey(['alpha', 'beta'], getSiteGroups(site), SECRET));
    const other = siteOf('beta');
    expect(await readSessionReaderKey(headers, other)).toBe(buildReaderKey(['beta'], getSiteGroups(other), SECRET));
  });

  it('stops answering for a session once its token has expired, although it was decoded before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = await sessionHeaders(['alpha'], 60);
    expect(await readSessionGroups(headers)).toEqual(['alpha']);
    // Past the token's exp and jose's clock tolerance: decoding again refuses it, and so must the kept copy.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect(await readSessionGroups(headers)).toBeUndefined();
    expect(await readSessionReaderKey(headers, site)).toBeUndefined();
  });

  it('is undefined for a cookie that does not decode', async () => {
    const headers = await sessionHeaders(['alpha']);
    const tampered = new Headers({ host: '127.0.0.1:3000', cookie: `${headers.get('cookie')!.slice(0, -4)}AAAA` });
    expect(await readSessionReaderKey(tampered, site)).toBeUndefined();
  });
});
