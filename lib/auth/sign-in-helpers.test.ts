import { describe, expect, it } from 'vitest';
import { isSecureContext } from './secure-cookies';
import { groupsFromClaim } from './groups-claim';
import { hashPassword, verifyPassword } from './password';
import { safeRedirect } from './safe-redirect';
import { parseAuthSettings } from './settings';

describe('groupsFromClaim', () => {
  it.each<[string, Record<string, unknown>, string, string, string[] | undefined]>([
    ['array', { groups: ['a', 'b'] }, 'groups', ',', ['a', 'b']],
    ['string split on the delimiter', { teams: 'a; b;;c' }, 'teams', ';', ['a', 'b', 'c']],
    ['nested path', { realm_access: { roles: ['x'] } }, 'realm_access.roles', ',', ['x']],
    ['a claim whose name has a dot', { 'https://acme/groups': ['y'] }, 'https://acme/groups', ',', ['y']],
    ['missing', { sub: 'u' }, 'groups', ',', undefined],
    ['wrong type', { groups: 3 }, 'groups', ',', undefined],
    ['array with a non-string', { groups: ['a', 1] }, 'groups', ',', undefined],
  ])('%s', (_, claims, claim, delimiter, want) => expect(groupsFromClaim(claims, claim, delimiter)).toEqual(want));
});

describe('password hashes', () => {
  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$1$1$$')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/guides/x?a=1#b', '/guides/x?a=1#b'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\nb', '/'],
    [undefined, '/'],
  ])('%s → %s', (given, want) => expect(safeRedirect(given)).toBe(want));
});

describe('parseAuthSettings', () => {
  const base = { NODE_ENV: 'production', AUTH_SECRET: 's3cret' } as NodeJS.ProcessEnv;
  it('nothing configured: sign-in off', () => {
    expect(parseAuthSettings({ ...base }, '/docs')).toMatchObject({ enabled: false, problems: [] });
  });
  it('OIDC needs all three variables, with defaults for the rest', () => {
    expect(parseAuthSettings({ ...base, LECTERN_AUTH_OIDC_ISSUER: 'https://idp' }, '/docs')).toMatchObject({
      enabled: false,
      problems: [expect.stringContaining('LECTERN_AUTH_OIDC_CLIENT_ID')],
    });
    const s = parseAuthSettings(
      { ...base, LECTERN_AUTH_OIDC_ISSUER: 'https://idp', LECTERN_AUTH_OIDC_CLIENT_ID: 'c', LECTERN_AUTH_OIDC_CLIENT_SECRET: 's' },
      '/docs',
    );
    expect(s.oidc).toMatchObject({ groupsClaim: 'groups', groupsDelimiter: ',', scope: 'openid profile email' });
  });
  it('the users file is refused in production unless enabled, and resolved against the docs folder', () => {
    expect(parseAuthSettings({ ...base, LECTERN_AUTH_USERS_FILE: 'u.json' }, '/docs')).toMatchObject({
      enabled: false,
      problems: [expect.stringContaining('refused in production')],
    });
    expect(
      parseAuthSettings({ ...base, LECTERN_AUTH_USERS_FILE: 'u.json', LECTERN_AUTH_USERS_FILE_IN_PRODUCTION: '1' }, '/docs').users,
    ).toEqual({ file: '/docs/u.json' });
    expect(parseAuthSettings({ NODE_ENV: 'development', LECTERN_AUTH_USERS_FILE: 'u.json' }, '/docs')).toMatchObject({ enabled: true });
  });
  it('production without AUTH_SECRET: sign-in off, and said why; development makes a secret', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\\nAAAA\\n-----END PUBLIC KEY-----';
    expect(parseAuthSettings({ NODE_ENV: 'production', LECTERN_AUTH_JWT_PUBLIC_KEY: pem }, '/d')).toMatchObject({
      enabled: false,
      problems: [expect.stringContaining('AUTH_SECRET')],
    });
    const dev = parseAuthSettings({ NODE_ENV: 'development', LECTERN_AUTH_JWT_PUBLIC_KEY: pem }, '/d');
    expect(dev.enabled).toBe(true);
    expect(dev.jwt?.publicKey).toContain('\nAAAA\n'); // `\n` escapes of one-line env files become lines
  });
});

describe('isSecureContext', () => {
  it.each<[string | null, string | null, boolean, boolean]>([
    ['docs.example.com', null, true, true],
    ['docs.example.com', 'https', false, true],
    ['docs.example.com', null, false, false],
    ['localhost:3000', null, true, false],
    ['127.0.0.1:3241', null, true, false],
    ['127.0.0.1:3241', 'https', true, true],
  ])('host %s proto %s production %s → %s', (host, proto, production, want) => expect(isSecureContext(host, proto, production)).toBe(want));
});
