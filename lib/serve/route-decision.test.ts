import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The routing decision that proxy.ts and npm start's response cache share (issue 12), on the sign-in
 * fixture with the local users file on, as its suite serves it: the scope is what the cache keys on.
 */
const SECRET = 'route-decision-test-secret-0123456789abcdef';
let scopeOf: typeof import('./route-decision').responseCacheScope;
let cookieNames: typeof import('./route-decision').cookieNames;

beforeAll(async () => {
  process.env.DOCS_DIR = 'test/fixtures/auth-site';
  process.env.AUTH_SECRET = SECRET;
  process.env.LECTERN_AUTH_USERS_FILE = 'users.json';
  ({ responseCacheScope: scopeOf, cookieNames } = await import('./route-decision'));
});

async function session(groups: string[]): Promise<string> {
  const name = 'authjs.session-token';
  const token = await encode({ token: { sub: groups.join('-') || 'none', groups }, secret: SECRET, salt: name, maxAge: 3600 });
  return `theme=dark; ${name}=${token}`;
}

const headers = (cookie = '') => new Headers(cookie ? { cookie, host: '127.0.0.1:3241' } : { host: '127.0.0.1:3241' });

describe('responseCacheScope', () => {
  it('is public for a signed-out reader, and for a session that does not decode', async () => {
    expect(await scopeOf('/team/open', headers())).toBe('public');
    expect(await scopeOf('/team/open', headers('authjs.session-token=forged'))).toBe('public');
  });

  it("is the reader key of a member's session: the same for the same groups, another for other groups", async () => {
    const alpha = await scopeOf('/team/open', headers(await session(['alpha'])));
    expect(alpha).toMatch(/^reader:[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await scopeOf('/team/plan', headers(await session(['alpha'])))).toBe(alpha);
    const beta = await scopeOf('/team/open', headers(await session(['beta'])));
    expect(beta).toMatch(/^reader:/);
    expect(beta).not.toBe(alpha);
  });

  it('keeps nothing that is not a docs page, nor a URL naming the internal routes', async () => {
    const alpha = headers(await session(['alpha']));
    for (const url of [
      '/api/search',
      '/login',
      '/team/plan.md',
      '/_next/static/x.js',
      '/_lectern/reader/k/team',
      '/%5Flectern/jobs',
      '/pull/jobs',
    ])
      expect(await scopeOf(url, alpha), url).toBeUndefined();
  });
});

describe('cookieNames', () => {
  it('reads the names of a Cookie header', () => {
    expect(cookieNames('a=1; authjs.session-token.0=x=y;b')).toEqual(['a', 'authjs.session-token.0', 'b']);
    expect(cookieNames(null)).toEqual([]);
    expect(cookieNames(' ; ')).toEqual([]);
  });
});
