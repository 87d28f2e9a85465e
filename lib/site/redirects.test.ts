import { describe, expect, it } from 'vitest';
import { indexAliasOf, matchRedirect } from './redirects';

const redirects = [
  { source: '/old', destination: '/new' },
  { source: '/blog/:slug', destination: '/posts/:slug', permanent: false },
  { source: '/docs/:path*', destination: '/:path*' },
  { source: '/legacy/*', destination: '/archive/*' },
];

describe('matchRedirect', () => {
  it.each([
    ['/old', '/new', true],
    ['/old/', '/new', true],
    ['/blog/hello', '/posts/hello', false],
    ['/docs/a/b/c', '/a/b/c', true],
    ['/legacy/x/y', '/archive/x/y', true],
  ])('%s → %s', (from, to, permanent) => expect(matchRedirect(redirects, from)).toEqual({ destination: to, permanent }));

  it.each(['/older', '/blog/a/b', '/nothing'])('%s → no redirect', (from) => expect(matchRedirect(redirects, from)).toBeNull());
});

describe('indexAliasOf: /a/b/index is the page at /a/b', () => {
  it.each([
    ['/a/b/index', '/a/b'],
    ['/a/b/index/', '/a/b'],
    ['/index', '/'],
    ['/a/indexes', undefined],
    ['/a/b', undefined],
  ])('%s → %s', (url, want) => expect(indexAliasOf(url)).toBe(want));
});
