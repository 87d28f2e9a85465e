import { describe, expect, it } from 'vitest';
import { safeCallbackUrl, safeRedirect } from './safe-redirect';

const SITE = 'https://site.example';

/** The two properties every output must have: it stays on the site, and it is a fixed point. */
function expectSafe(given: unknown): string {
  const out = safeRedirect(given);
  expect(out.startsWith('/') && !out.startsWith('//'), `${JSON.stringify(given)} → ${out}`).toBe(true);
  expect(new URL(out, SITE).origin, `${JSON.stringify(given)} → ${out}`).toBe(SITE);
  expect(out).not.toMatch(/[\\\s\u0000-\u001f\u007f]/);
  expect(safeRedirect(out), `stable: ${out}`).toBe(out);
  return out;
}

describe('safeRedirect (hole 4: open redirect after sign-in)', () => {
  it.each<[string, unknown, string]>([
    // Paths of the site pass, normalised.
    ['a plain path', '/guides/x', '/guides/x'],
    ['query and fragment', '/guides/x?a=1&b=%2F#frag', '/guides/x?a=1&b=%2F#frag'],
    ['a single-dot segment', '/a/./b', '/a/b'],
    ['a double-dot segment', '/a/b/../c', '/a/c'],
    ['double-dot above the root', '/../../etc', '/etc'],
    ['an encoded slash stays encoded (one segment)', '/a%2fb', '/a%2fb'],
    ['an encoded backslash stays encoded', '/%5c%5cevil.invalid', '/%5c%5cevil.invalid'],
    ['double encoding stays as given', '/%252f%252fevil.invalid', '/%252f%252fevil.invalid'],
    ['userinfo-looking path', '/@evil.invalid', '/@evil.invalid'],
    ['userinfo-looking segment', '/x@evil.invalid/y', '/x@evil.invalid/y'],
    ['full-width solidus is a character of the path', '/\uff0f\uff0fevil.invalid', '/%EF%BC%8F%EF%BC%8Fevil.invalid'],
    ['a backslash in the query is encoded', '/?next=\\\\evil.invalid', '/?next=%5C%5Cevil.invalid'],
    ['a backslash in the fragment is encoded', '/#\\\\evil.invalid', '/#%5C%5Cevil.invalid'],
    ['non-ASCII letters are encoded', '/grüße', '/gr%C3%BC%C3%9Fe'],
    // Forms that normalise to another origin or to `//host`.
    ['dot segment then empty segment', '/.//evil.invalid', '/'],
    ['encoded dot then empty segment', '/%2e//evil.invalid', '/'],
    ['encoded dot, upper case', '/%2E//evil.invalid', '/'],
    ['encoded double dot', '/a/%2e%2e//evil.invalid', '/'],
    ['double dot then empty segment', '/a/..//evil.invalid', '/'],
    ['several leading slashes', '///evil.invalid', '/'],
    ['scheme-relative', '//evil.invalid/x', '/'],
    ['scheme-relative with userinfo', '//user@evil.invalid', '/'],
    ['slash backslash', '/\\evil.invalid', '/'],
    ['slash backslash backslash', '/\\\\evil.invalid', '/'],
    ['backslash first', '\\\\evil.invalid', '/'],
    ['backslash in a later segment', '/a/..\\..\\/evil.invalid', '/'],
    ['tab inside the leading slashes', '/\t/evil.invalid', '/'],
    ['newline inside the leading slashes', '/\n/evil.invalid', '/'],
    ['carriage return inside the leading slashes', '/\r/evil.invalid', '/'],
    ['tab inside a harmless path', '/gui\tdes', '/'],
    ['leading space', ' /guides', '/'],
    ['NUL', '/a\u0000b', '/'],
    ['no-break space', '/a\u00a0b', '/'],
    ['ideographic space', '/\u3000/evil.invalid', '/'],
    ['line separator', '/\u2028/evil.invalid', '/'],
    ['full-width solidus first', '\uff0f\uff0fevil.invalid', '/'],
    ['absolute https', 'https://evil.invalid/', '/'],
    ['absolute http on the internal origin', 'http://lectern.invalid/x', '/'],
    ['scheme without slashes', 'https:evil.invalid', '/'],
    ['javascript:', 'javascript:alert(1)', '/'],
    ['javascript: after a slash-like start', '/javascript:alert(1)', '/javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>', '/'],
    ['relative without a slash', 'evil.invalid', '/'],
    ['empty', '', '/'],
    ['very long', `/${'a'.repeat(5000)}`, '/'],
    ['not a string', ['/a'], '/'],
    ['undefined', undefined, '/'],
  ])('%s', (_, given, want) => {
    expect(expectSafe(given)).toBe(want);
  });

  it('keeps both properties for random mixes of the characters these tricks use', () => {
    // A seeded generator: the same strings every run, so a failure can be reproduced.
    let seed = 0x5eed;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const parts = [
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%252f',
      '@',
      ':',
      '?',
      '#',
      'evil.invalid',
      'a',
      '\t',
      '\n',
      ' ',
      '\uff0f',
      'https:',
      '%00',
      '%09',
      '&',
      '=',
    ];
    for (let i = 0; i < 5000; i++) {
      const length = 1 + Math.floor(next() * 8);
      let value = next() < 0.8 ? '/' : '';
      for (let j = 0; j < length; j++) value += parts[Math.floor(next() * parts.length)];
      expectSafe(value);
    }
  });
});

describe('safeCallbackUrl (Auth.js redirect callback)', () => {
  it.each<[string, string, string]>([
    ['a path', '/guides/x?a=1', `${SITE}/guides/x?a=1`],
    ['an absolute URL on the site', `${SITE}/guides/x#b`, `${SITE}/guides/x#b`],
    ['the site with a path that normalises to //host', `${SITE}/.//evil.invalid`, `${SITE}/`],
    ['another origin', 'https://evil.invalid/x', `${SITE}/`],
    ['the site on another scheme', 'http://site.example/x', `${SITE}/`],
    ['scheme-relative', '//evil.invalid', `${SITE}/`],
    ['slash backslash', '/\\evil.invalid', `${SITE}/`],
    ['garbage', 'not a url', `${SITE}/`],
    ['javascript:', 'javascript:alert(1)', `${SITE}/`],
  ])('%s', (_, url, want) => {
    const out = safeCallbackUrl(url, SITE);
    expect(out).toBe(want);
    expect(new URL(out).origin).toBe(SITE);
  });
});
