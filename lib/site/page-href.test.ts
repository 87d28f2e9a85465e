import { describe, expect, it } from 'vitest';
import { hrefOf, isPrerenderable, urlOfHref, urlOfParams } from './page-href';

describe('hrefOf / urlOfHref', () => {
  const cases: [string, string][] = [
    ['/guides/quickstart', '/guides/quickstart'],
    ['/', '/'],
    ['/api/what-is-new?', '/api/what-is-new%3F'],
    ['/api/item-#1', '/api/item-%231'],
    ['/api/100%-off-%20-deals', '/api/100%25-off-%2520-deals'],
    ['/api/a\tb', '/api/a%09b'],
    ['/api/a\\b', '/api/a%5Cb'],
    ['/api/größe-日本語-`a*b`-[c]', '/api/größe-日本語-`a*b`-[c]'],
    ['https://x.test/a?b#c', 'https://x.test/a?b#c'],
  ];
  it.each(cases)('%j → %j', (url, href) => {
    expect(hrefOf(url)).toBe(href);
    expect(urlOfHref(href)).toBe(url);
  });
  it('every href parses back to the same path in a browser URL parser', () => {
    for (const [url] of cases.filter(([u]) => u.startsWith('/'))) {
      expect(decodeURIComponent(new URL(hrefOf(url), 'http://h.test').pathname)).toBe(url);
    }
  });
});

describe('urlOfParams', () => {
  const byUrl = new Set(['/api/100%-off-%20-deals', '/api/what-is-new?', '/api/größe', '/']);
  const cases: [string[] | undefined, string][] = [
    [undefined, '/'],
    [['api', '100%25-off-%2520-deals'], '/api/100%-off-%20-deals'], // escaped
    [['api', '100%-off-%20-deals'], '/api/100%-off-%20-deals'], // decoded already
    [['api', 'what-is-new%3F'], '/api/what-is-new?'],
    [['api', 'what-is-new?'], '/api/what-is-new?'],
    [['api', 'gr%C3%B6%C3%9Fe'], '/api/größe'],
    [['api', 'a%-%C3%B6'], '/api/a%-ö'], // unknown, a stray % never throws
  ];
  it.each(cases)('%j → %s', (slug, want) => expect(urlOfParams(byUrl, slug)).toBe(want));
});

describe('isPrerenderable', () => {
  it.each([
    ['/api/users/list-users', true],
    ['/api/größe-ändern', true],
    ['/api/what-is-new?', false],
    ['/api/item-#1', false],
    ['/api/100%-off', false],
    ['/api/a\tb', false],
    ['/', true],
    ['/https://x.test/a', false],
    ['/a/../b', false],
    ['/a/./b', false],
    [`/api/${'a'.repeat(150)}`, true],
    [`/api/${'a'.repeat(151)}`, false],
    [`/api/${'ö'.repeat(30)}`, false], // 30 characters, 180 bytes encoded
  ] as const)('%s → %s', (url, want) => expect(isPrerenderable(url)).toBe(want));
});
