import { describe, expect, it } from 'vitest';
import { findInternalLinks, linkTarget } from './find-links';

describe('findInternalLinks', () => {
  it('finds Markdown and JSX links with their lines, skipping code', () => {
    const body = ['See [a](/a) and [b](/b#x "t").', '```md', '[skip](/in-code)', '```', '<Card href="/c" />', 'Inline `[no](/no)` and [ext](https://x.y) and [rel](./r)'].join('\n');
    expect(findInternalLinks(body)).toEqual([
      { href: '/a', line: 1 },
      { href: '/b#x', line: 1 },
      { href: '/c', line: 5 },
    ]);
  });
});

describe('linkTarget', () => {
  it.each([
    ['/a/b#h', '/a/b'],
    ['/a/b/', '/a/b'],
    ['/a?x=1', '/a'],
    ['/guide.mdx', '/guide'],
    ['/', '/'],
    ['/#top', '/'],
    ['/x/index', '/x'],
  ])('%s → %s', (href, want) => expect(linkTarget(href)).toBe(want));
});
