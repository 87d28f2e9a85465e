import { describe, expect, it } from 'vitest';
import type { PlaygroundDto } from '../../openapi/to-playground';
import { buildInitialValues } from '../initial-state';
import { EXPIRY_SKEW_MS, expiredSchemes, tokenFields } from './refresh';

const dto: PlaygroundDto = {
  method: 'GET',
  path: '/me',
  servers: [{ url: '/', variables: {} }],
  parameters: [],
  schemas: {},
  security: [
    [{ key: 'oidc', type: 'openIdConnect', openIdConnectUrl: '/.well-known/openid-configuration', scopes: [] }],
    [{ key: 'key', type: 'apiKey', in: 'header', paramName: 'X-Key', scopes: [] }],
  ],
};

describe('tokenFields', () => {
  it('keeps the expiry and where to refresh; a refresh answer without a refresh token keeps the old one', () => {
    expect(tokenFields({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 60 }, 'https://id.test/token', 1_000)).toEqual({
      value: 'a1',
      refreshToken: 'r1',
      expiresAt: 61_000,
      refreshUrl: 'https://id.test/token',
    });
    expect(tokenFields({ accessToken: 'a2' }, undefined, 5_000, { refreshToken: 'r1', refreshUrl: 'https://id.test/token' })).toEqual({
      value: 'a2',
      refreshToken: 'r1',
      expiresAt: undefined,
      refreshUrl: 'https://id.test/token',
    });
  });
});

describe('expiredSchemes', () => {
  const signedIn = (expiresAt: number | undefined, refreshToken: string | undefined = 'r1') => ({
    ...buildInitialValues(dto, false),
    auth: { oidc: { value: 'a1', refreshToken, expiresAt, refreshUrl: 'https://id.test/token' } },
  });

  it('names an expired token with a refresh token, and one about to expire', () => {
    expect(expiredSchemes(dto, signedIn(10_000), 10_000)).toEqual(['oidc']);
    expect(expiredSchemes(dto, signedIn(10_000 + EXPIRY_SKEW_MS - 1), 10_000)).toEqual(['oidc']);
  });

  it('leaves a fresh token, one without expiry or refresh token, and another method’s schemes alone', () => {
    expect(expiredSchemes(dto, signedIn(60_000), 10_000)).toEqual([]);
    expect(expiredSchemes(dto, signedIn(undefined), 10_000)).toEqual([]);
    expect(expiredSchemes(dto, signedIn(1, ''), 10_000)).toEqual([]);
    expect(expiredSchemes(dto, { ...signedIn(1), authOption: 1 }, 10_000)).toEqual([]);
  });
});
