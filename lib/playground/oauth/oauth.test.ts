import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, readAuthorizeAnswer, withoutAnswer } from './authorize-url';
import { parseDiscovery, toFlows } from './flows';
import { savePending, takePending, type Pending } from './pending';
import { codeChallenge, randomToken } from './pkce';
import { buildTokenRequest, parseTokenResponse } from './token-request';

describe('pkce', () => {
  it('gives 43-character base64url values and the RFC 7636 S256 challenge', async () => {
    const verifier = randomToken();
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(verifier);
    expect(await codeChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
    // RFC 7636 appendix B.
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});

describe('authorize URL and answer', () => {
  it('asks for a code with PKCE, or a token for implicit', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authorizationUrl: 'https://id.test/auth?tenant=a',
        clientId: 'c',
        redirectUri: 'https://docs.test/p',
        scopes: ['openid', 'read'],
        state: 's',
        challenge: 'ch',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'a',
      response_type: 'code',
      client_id: 'c',
      redirect_uri: 'https://docs.test/p',
      scope: 'openid read',
      state: 's',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
    expect(
      new URL(
        buildAuthorizeUrl({
          authorizationUrl: 'https://id.test/auth',
          clientId: 'c',
          redirectUri: 'r',
          scopes: [],
          state: 's',
          implicit: true,
        }),
      ).searchParams.get('response_type'),
    ).toBe('token');
  });

  it.each([
    ['?code=abc&state=s1', '', { kind: 'code', code: 'abc', state: 's1' }],
    ['', '#access_token=t&state=s2&expires_in=60', { kind: 'token', accessToken: 't', state: 's2', expiresIn: 60 }],
    ['?error=access_denied&error_description=No&state=s3', '', { kind: 'error', error: 'access_denied', description: 'No', state: 's3' }],
    ['?code=abc', '', undefined],
    ['?tab=1', '#section', undefined],
  ])('%s %s', (search, hash, want) => expect(readAuthorizeAnswer(search, hash)).toEqual(want));

  it('removes the answer from the address, keeping the page’s own query', () => {
    expect(withoutAnswer('https://docs.test/p?x=1&code=a&state=b#access_token=t')).toBe('https://docs.test/p?x=1');
  });
});

describe('token requests', () => {
  it('posts the grant as a form, with the client in the body', () => {
    const har = buildTokenRequest(
      'https://id.test/token',
      { grant: 'authorization_code', code: 'k', redirectUri: 'https://docs.test/p', verifier: 'v' },
      { clientId: 'c' },
    );
    expect(har.method).toBe('POST');
    expect(har.postData?.params).toEqual([
      { name: 'grant_type', value: 'authorization_code' },
      { name: 'code', value: 'k' },
      { name: 'redirect_uri', value: 'https://docs.test/p' },
      { name: 'code_verifier', value: 'v' },
      { name: 'client_id', value: 'c' },
    ]);
    const cc = buildTokenRequest(
      'https://id.test/token',
      { grant: 'client_credentials', scopes: ['a', 'b'] },
      { clientId: 'c', clientSecret: 's' },
    );
    expect(cc.postData?.params?.map((p) => `${p.name}=${p.value}`)).toEqual([
      'grant_type=client_credentials',
      'scope=a b',
      'client_id=c',
      'client_secret=s',
    ]);
  });

  it.each([
    [
      200,
      '{"access_token":"t","refresh_token":"r","expires_in":5,"scope":"a"}',
      { ok: true, accessToken: 't', refreshToken: 'r', expiresIn: 5, scope: 'a' },
    ],
    [
      400,
      '{"error":"invalid_grant","error_description":"expired"}',
      { ok: false, message: 'The token endpoint refused the request (invalid_grant: expired).' },
    ],
    [200, '{"token_type":"Bearer"}', { ok: false, message: 'The token endpoint refused the request (status 200).' }],
    [502, '<html>', { ok: false, message: 'The token endpoint answered 502 without JSON.' }],
  ])('%i %s', (status, text, want) => expect(parseTokenResponse(status, text)).toEqual(want));
});

describe('flows', () => {
  it('lists an oauth2 scheme’s flows with URLs resolved against the site', () => {
    const flows = toFlows(
      {
        key: 'o',
        type: 'oauth2',
        scopes: [],
        flows: {
          password: { tokenUrl: '/token', scopes: { a: 'A' } },
          authorizationCode: { authorizationUrl: 'https://id.test/auth', tokenUrl: 'https://id.test/token', scopes: {} },
        },
      },
      'https://docs.test',
    );
    expect(flows.map((f) => [f.kind, f.tokenUrl])).toEqual([
      ['authorizationCode', 'https://id.test/token'],
      ['password', 'https://docs.test/token'],
    ]);
  });

  it('reads a discovery document, and says what is missing', () => {
    const flows = parseDiscovery(
      {
        authorization_endpoint: 'https://id.test/auth',
        token_endpoint: 'https://id.test/token',
        scopes_supported: ['openid', 'email'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
      },
      'https://docs.test',
    );
    expect(flows).toEqual([
      {
        kind: 'authorizationCode',
        authorizationUrl: 'https://id.test/auth',
        tokenUrl: 'https://id.test/token',
        scopes: { openid: '', email: '' },
      },
    ]);
    expect(parseDiscovery({ authorization_endpoint: 'https://id.test/auth' }, 'https://docs.test')).toEqual({
      error: 'The OpenID Connect discovery document names no token_endpoint.',
    });
    expect(parseDiscovery('nope', 'https://docs.test')).toHaveProperty('error');
  });
});

describe('pending authorizations', () => {
  const storage = (): Storage => {
    const map = new Map<string, string>();
    return {
      length: 0,
      key: () => null,
      clear: () => map.clear(),
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  };
  const pending: Pending = { spec: 's', page: '/p', schemeKey: 'o', flow: 'authorizationCode', redirectUri: 'r', clientId: 'c', at: 1_000 };

  it('is taken once, by its state only, and expires after an hour', () => {
    const s = storage();
    savePending('state-1', pending, s, 1_000);
    expect(takePending('other', s, 2_000)).toBeUndefined();
    expect(takePending('state-1', s, 2_000)).toEqual(pending);
    expect(takePending('state-1', s, 2_000)).toBeUndefined();
    savePending('state-2', pending, s, 1_000);
    expect(takePending('state-2', s, 1_000 + 60 * 60 * 1000)).toBeUndefined();
    expect(takePending('__proto__', s, 2_000)).toBeUndefined();
  });
});
