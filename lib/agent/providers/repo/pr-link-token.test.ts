import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env';
import { isPrLinkToken, prLinkToken } from './pr-link-token';

const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-pr-token-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fromFile = { dataDir: path.join(dir, 'data'), prLinkSecret: undefined };
const fromEnv = { dataDir: path.join(dir, 'unused'), prLinkSecret: 'an operator secret of at least thirty-two characters' };

describe('prLinkToken', () => {
  it('is 43 base64url characters, the same on every call, and keyed by a 0600 secret file in the data folder', () => {
    const token = prLinkToken(fromFile, 'acme', 1);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(prLinkToken(fromFile, 'acme', 1)).toBe(token);
    expect(statSync(path.join(fromFile.dataDir, 'pr-link.secret')).mode & 0o777).toBe(0o600);
  });

  it('differs per project, per number and per key', () => {
    const tokens = [
      prLinkToken(fromFile, 'acme', 1),
      prLinkToken(fromFile, 'acme', 2),
      prLinkToken(fromFile, 'acme1', 1),
      prLinkToken(fromFile, 'other', 1),
      prLinkToken(fromEnv, 'acme', 1),
    ];
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('refuses a LECTERN_PR_LINK_SECRET shorter than 32 characters when the settings are read', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', LECTERN_PR_LINK_SECRET: 'short' })).toThrow(
      /LECTERN_PR_LINK_SECRET: use at least 32 random characters/,
    );
    expect(parseEnv({ NODE_ENV: 'test', LECTERN_PR_LINK_SECRET: 'x'.repeat(32) }).prLinkSecret).toBe('x'.repeat(32));
    expect(parseEnv({ NODE_ENV: 'test' }).prLinkSecret).toBeUndefined();
  });

  it('uses LECTERN_PR_LINK_SECRET when set, without creating a file', () => {
    prLinkToken(fromEnv, 'acme', 1);
    expect(() => statSync(fromEnv.dataDir)).toThrow();
  });
});

describe('isPrLinkToken', () => {
  const right = prLinkToken(fromFile, 'acme', 7);
  it.each([
    ['the right token', right, true],
    ['no token', undefined, false],
    ['an empty token', '', false],
    ['the token of another number', prLinkToken(fromFile, 'acme', 8), false],
    ['the token of another project', prLinkToken(fromFile, 'beta', 7), false],
    ['a token made with another key', prLinkToken(fromEnv, 'acme', 7), false],
    ['one character changed', `${right.slice(0, -1)}${right.endsWith('A') ? 'B' : 'A'}`, false],
    ['a prefix', right.slice(0, 20), false],
    ['the token with more after it', `${right}x`, false],
    ['non-ASCII of the same length', 'é'.repeat(43), false],
  ])('%s → %s', (_, given, want) => {
    expect(isPrLinkToken(fromFile, 'acme', 7, given)).toBe(want);
  });
});
