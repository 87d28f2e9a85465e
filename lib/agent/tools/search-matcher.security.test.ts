import { describe, expect, it } from 'vitest';
import { toGlobMatcher, withoutLookarounds } from './linear-glob';
import { PolicyError } from './path-policy';
import { toLineMatcher } from './search-matcher';

// Issue 11 hole 7: the model's regex (`search`) and glob (`list_files`) ran as backtracking
// RegExps on the worker's event loop. On the old code the two "catastrophic" rows below never
// return (the test process hangs); with RE2 they answer at once. worker/redos.security.test.ts
// runs the same attack through a real worker.
const catastrophicLine = `${'a'.repeat(38)}!`;
const longName = `docs/${'a'.repeat(120)}.mdx`;

describe('search queries', () => {
  it.each([
    ['install', 'npm install x', true],
    ['install', 'Install', false],
    ['/^inst/i', 'Install it', true],
    ['/a\\/b/', 'see a/b', true],
    ['/(?<name>x)y/', 'xy', true],
    ['/^(a+)+$/', catastrophicLine, false],
    ['/^(a+)+$/', 'aaaa', true],
    ['/(x+x+)+y/', 'x'.repeat(5000), false],
    ['not /a regex', 'not /a regex', true],
  ])('%s on %j → %s', (query, line, want) => expect(toLineMatcher(query)(line)).toBe(want));

  it.each(['/(a)\\1/', '/(?=a)b/', '/(?<!a)b/', '/a{1001}/', '/(/'])('%s is a soft error that says how to rewrite it', (query) => {
    let error: unknown;
    try {
      toLineMatcher(query);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PolicyError);
    expect((error as PolicyError).hard).toBe(false);
    expect((error as PolicyError).message).toMatch(/RE2 syntax, which has no backreferences or lookaround/);
  });
});

describe('list_files globs (picomatch semantics, run by RE2)', () => {
  const files = ['index.mdx', 'docs/a.mdx', 'docs/guide/b.md', 'docs/img/logo.png', 'a,b', 'docs/x1.md', longName];
  it.each([
    ['*.mdx', ['index.mdx']],
    ['**/*.mdx', ['index.mdx', 'docs/a.mdx', longName]],
    ['docs/*.{md,mdx}', ['docs/a.mdx', 'docs/x1.md', longName]],
    ['docs/**/*.md', ['docs/guide/b.md', 'docs/x1.md']],
    ['docs/x?.md', ['docs/x1.md']],
    ['**/*.{png,svg}', ['docs/img/logo.png']],
    // A comma outside braces is a literal comma, not "either side" (the old glob made it `^a|b$`).
    ['a,b', ['a,b']],
    ['*.md,*.mdx', []],
    [`docs/${'*a'.repeat(20)}*b.mdx`, []],
  ])('%s', (glob, want) => expect(files.filter(toGlobMatcher(glob))).toEqual(want));

  it('drops only the lookaround groups', () => {
    expect(withoutLookarounds('^(?:(?!\\.)(?=.)[^/]*?\\.mdx)$')).toBe('^(?:[^/]*?\\.mdx)$');
    expect(withoutLookarounds('a\\(?=b)(?![)])c')).toBe('a\\(?=b)c');
  });
});
