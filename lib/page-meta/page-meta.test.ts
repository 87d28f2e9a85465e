import { describe, expect, it } from 'vitest';
import { buildChangelogFeed, findChangelogEntries } from './changelog-feed';
import { buildPageActions } from './contextual-options';
import { getEditUrl } from './edit-url';
import { parseGitLog } from './git-dates';

describe('parseGitLog', () => {
  it('keeps the newest commit of each file (git log lists newest first)', () => {
    const out = '\x1e2026-03-02T10:00:00+00:00\n\na.mdx\n\x1e2026-02-01T09:00:00+00:00\n\na.mdx\nguide/b.mdx\n';
    expect(Object.fromEntries(parseGitLog(out))).toEqual({
      'a.mdx': '2026-03-02T10:00:00+00:00',
      'guide/b.mdx': '2026-02-01T09:00:00+00:00',
    });
  });
  it('is empty for no history', () => expect(parseGitLog('').size).toBe(0));
});

describe('getEditUrl', () => {
  it.each([
    [
      'a base with a slash',
      'guide/a b.mdx',
      'https://git.example.com/o/r/edit/main/docs/',
      'https://git.example.com/o/r/edit/main/docs/guide/a%20b.mdx',
    ],
    ['a base without one', 'a.mdx', 'https://git.example.com/o/r/edit/main', 'https://git.example.com/o/r/edit/main/a.mdx'],
    ['no base', 'a.mdx', undefined, undefined],
    ['a javascript: base', 'a.mdx', 'javascript:alert(1)//', undefined],
    ['a spec file (no page source to edit)', 'openapi.yaml', 'https://git.example.com/', undefined],
  ])('%s', (_, file, base, want) => expect(getEditUrl(file, base)).toBe(want));
});

describe('buildPageActions', () => {
  const site = {
    options: [
      'copy',
      'view',
      'assistant',
      'chatgpt',
      { title: 'Ask us', href: 'https://example.com/ask' },
      { title: 'Bad', href: 'javascript:alert(1)' },
    ],
  };
  it('keeps docs.json order, drops hosted-only options and unsafe links', () => {
    expect(buildPageActions(site, undefined).map((a) => a.kind + ':' + a.title)).toEqual([
      'copy:Copy page',
      'view:View as Markdown',
      'chatgpt:Open in ChatGPT',
      'custom:Ask us',
    ]);
  });
  it('lets the page replace or hide the menu', () => {
    expect(buildPageActions(site, { options: ['claude'] }).map((a) => a.kind)).toEqual(['claude']);
    expect(buildPageActions(site, { options: [] })).toEqual([]);
  });
  it("builds a custom option's query", () => {
    const [action] = buildPageActions(
      { options: [{ title: 'Share', href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: '$path' }] } }] },
      undefined,
    );
    expect(action).toMatchObject({ kind: 'custom', href: 'https://x.com/intent/tweet?text=%24path' });
  });
});

describe('changelog feed', () => {
  const body = [
    '<Update label="2025-06-01" description="v2">',
    '  New **things** & more.',
    '',
    '  ```js',
    '  secret()',
    '  ```',
    '',
    '  <Note>A component is left out</Note>',
    '</Update>',
    '',
    '<Update label="2025-06-01">',
    '  Same label twice.',
    '</Update>',
  ].join('\n');

  it('finds each <Update> with its prose only, anchors unique as on the page', () => {
    expect(findChangelogEntries(body)).toEqual([
      { label: '2025-06-01', anchor: '2025-06-01', description: 'v2', text: 'New things & more.', tags: [] },
      { label: '2025-06-01', anchor: '2025-06-01-1', description: undefined, text: 'Same label twice.', tags: [] },
    ]);
  });

  it('escapes text into valid RSS, one item per entry', () => {
    const feed = buildChangelogFeed({
      title: 'News <&>',
      pageUrl: 'https://d.example/c',
      feedUrl: 'https://d.example/c/rss.xml',
      entries: findChangelogEntries(body),
    });
    expect(feed.match(/<item>/g)).toHaveLength(2);
    expect(feed).toContain('<title>News &lt;&amp;&gt;</title>');
    expect(feed).toContain('<description>v2\n\nNew things &amp; more.</description>');
    expect(feed).toContain('<pubDate>Sun, 01 Jun 2025 00:00:00 GMT</pubDate>');
    expect(feed).not.toContain('secret()');
  });
});
