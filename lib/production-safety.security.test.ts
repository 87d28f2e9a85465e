import { describe, expect, it } from 'vitest';
import { checkProductionSafety, formatSafetyReport } from './production-safety';

const JWT = { LECTERN_AUTH_JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----' };
const SECRET = 'x'.repeat(40);

describe('checkProductionSafety: what stops a production server', () => {
  it.each([
    ['a JWT key without AUTH_SECRET', { ...JWT, AUTH_URL: 'https://docs.example' }, /AUTH_SECRET is not set/],
    [
      'OIDC without AUTH_SECRET',
      { LECTERN_AUTH_OIDC_ISSUER: 'https://id.example', AUTH_URL: 'https://docs.example' },
      /AUTH_SECRET is not set/,
    ],
    ['a short AUTH_SECRET', { ...JWT, AUTH_SECRET: 'short', AUTH_URL: 'https://docs.example' }, /shorter than 32/],
    ['sign-in without AUTH_URL or AUTH_TRUST_HOST', { ...JWT, AUTH_SECRET: SECRET }, /AUTH_URL/],
    [
      'the users file without its production opt-in',
      { LECTERN_AUTH_USERS_FILE: 'u.json', AUTH_SECRET: SECRET, AUTH_URL: 'https://d.example' },
      /users file/,
    ],
    ['a SITE_URL that is not a URL', { SITE_URL: 'docs.example.com' }, /SITE_URL is not a URL/],
    ['a SITE_URL with another scheme', { SITE_URL: 'javascript:alert(1)' }, /SITE_URL must be an http\(s\) URL/],
    ['an AUTH_URL with credentials', { AUTH_URL: 'https://u:p@docs.example' }, /AUTH_URL must not carry/],
  ])('%s', (_name, env, message) => {
    const report = checkProductionSafety(env);
    expect(report.errors.join('\n')).toMatch(message);
    expect(formatSafetyReport(report)).toMatch(/refusing to start in production/);
  });

  it.each([
    ['no sign-in at all', {}],
    ['sign-in configured completely', { ...JWT, AUTH_SECRET: SECRET, AUTH_URL: 'https://docs.example' }],
    ['behind a proxy that sets the host', { ...JWT, AUTH_SECRET: SECRET, AUTH_TRUST_HOST: 'true' }],
    [
      'the users file with its opt-in',
      {
        LECTERN_AUTH_USERS_FILE: 'u.json',
        LECTERN_AUTH_USERS_FILE_IN_PRODUCTION: '1',
        AUTH_SECRET: SECRET,
        AUTH_URL: 'http://localhost:3000',
      },
    ],
  ])('starts: %s', (_name, env) => {
    expect(checkProductionSafety(env)).toEqual({ errors: [], warnings: [] });
  });

  it('an explicit opt-out of a defence starts, with a warning that says what it opens', () => {
    const report = checkProductionSafety({
      LECTERN_PROXY_ALLOW_PRIVATE: '1',
      ALLOW_PRIVATE_NETWORK_FETCH: 'true',
      LECTERN_DEMO_API: '1',
      AUTH_URL: 'http://docs.example',
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings.join('\n')).toMatch(/proxy reaches loopback/);
    expect(report.warnings.join('\n')).toMatch(/deployments fetch/);
    expect(report.warnings.join('\n')).toMatch(/demo API/);
    expect(report.warnings.join('\n')).toMatch(/plain http/);
  });
});
