import { describe, expect, it } from 'vitest';
import { isCredentialHeader, parseCookieNames, redactHeader } from './redact-credentials';

describe('redactHeader', () => {
  it.each([
    ['authorization', 'Bearer demo-token', 'Bearer [redacted]'],
    ['authorization', 'Basic YWRhOnMzY3JldA==', 'Basic [redacted]'],
    ['authorization', 'opaque-token-without-scheme', '[redacted]'],
    ['proxy-authorization', 'Basic Zm9vOmJhcg==', 'Basic [redacted]'],
    ['cookie', 'authjs.session-token=eyJhbGciOi; theme=dark', 'authjs.session-token=[redacted]; theme=[redacted]'],
    ['cookie', '__Secure-authjs.session-token=abc', '__Secure-authjs.session-token=[redacted]'],
    ['cookie', 'novalue; =orphan', ''],
    ['x-api-key', 'demo-key', '[redacted]'],
    ['api-key', 'k', '[redacted]'],
    ['x-auth-token', 't', '[redacted]'],
    ['x-csrf-token', 't', '[redacted]'],
    ['x-forwarded-access-token', 't', '[redacted]'],
    ['x-auth-request-access-token', 't', '[redacted]'],
    ['cf-access-jwt-assertion', 't', '[redacted]'],
    ['x-amz-security-token', 't', '[redacted]'],
    ['x-client-secret', 's', '[redacted]'],
    ['x-session-id', 's', '[redacted]'],
    ['x-hub-signature', 'sha256=ab', '[redacted]'],
  ])('%s: %j → %j', (name, value, want) => {
    expect(redactHeader(name, value)).toBe(want);
  });

  it.each([
    ['host', '127.0.0.1:3000'],
    ['content-type', 'application/json'],
    ['x-request-id', 'req-42'],
    ['x-trace', 'trace-42'],
    ['accept', '*/*'],
    ['user-agent', 'curl/8'],
    ['x-authenticated-by', 'nobody'],
    ['x-tokens-left', '3'],
  ])('keeps %s', (name, value) => {
    expect(isCredentialHeader(name)).toBe(false);
    expect(redactHeader(name, value)).toBe(value);
  });
});

describe('parseCookieNames', () => {
  it.each([
    ['a=1; b=2', ['a', 'b']],
    [' a = 1 ;b=', ['a', 'b']],
    ['', []],
    ['justtext', []],
  ])('%j → %j', (header, want) => {
    expect(parseCookieNames(header)).toEqual(want);
  });
});
