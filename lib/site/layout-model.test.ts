import { describe, expect, it } from 'vitest';
import type { NavItem, NavRoot } from '../config/types';
import { buildLayoutModel } from './layout-model';
import { getNavGroup } from './nav-group';
import { at, group, page, pages, tab } from './nav-items.test-utils';
import type { RouteEntry } from './types';

const nav: NavRoot = {
  kind: 'root',
  jsonPath: 'navigation',
  file: 'docs.json',
  global: [],
  children: [
    tab('Docs', [
      group('Start', [page('index'), page('quickstart')]),
      group('More', [page('a'), group('Nested', [page('b')], { expanded: false }), page('secret')]),
    ]),
    tab('Guides', [group('G', [page('g1')])]),
    tab('Blog', [], { href: 'https://blog.example.com' }),
    tab('Hidden', [group('H', [page('h1')])], { hidden: true }),
  ],
};

const urls = ['/', '/quickstart', '/a', '/b', '/secret', '/g1', '/h1'];
const byUrl = new Map<string, RouteEntry>(
  urls.map((url) => [
    url,
    {
      url,
      kind: 'page',
      title: `T${url}`,
      file: `${url}.mdx`,
      hidden: false,
      inNav: true,
      frontmatter: url === '/secret' ? { hidden: true } : {},
    },
  ]),
);

describe('buildLayoutModel', () => {
  it('marks the active tab and page, and builds breadcrumbs and pager', () => {
    const m = buildLayoutModel(nav, byUrl, '/a');
    expect(m.levels).toHaveLength(1);
    expect(m.levels[0].items.map((i) => [i.label, i.url, i.active, i.external])).toEqual([
      ['Docs', '/', true, false],
      ['Guides', '/g1', false, false],
      ['Blog', 'https://blog.example.com', false, true],
    ]);
    expect(m.breadcrumbs).toEqual(['Docs', 'More']);
    expect(m.prev).toEqual({ label: 'T/quickstart', url: '/quickstart' });
    expect(m.next).toEqual({ label: 'T/b', url: '/b' });
  });

  it('shows the sidebar of the tab holding the page', () => {
    const m = buildLayoutModel(nav, byUrl, '/g1');
    expect(m.levels[0].items.find((i) => i.active)?.label).toBe('Guides');
    expect(m.sidebar).toEqual([
      {
        type: 'group',
        label: 'G',
        url: undefined,
        icon: undefined,
        tag: undefined,
        open: true,
        active: true,
        items: [expect.objectContaining({ url: '/g1', active: true })],
      },
    ]);
    expect(m.prev).toBeUndefined();
    expect(m.next).toBeUndefined();
  });

  it('keeps collapsed groups closed unless they hold the current page', () => {
    const closed = buildLayoutModel(nav, byUrl, '/a').sidebar[1];
    const nested = closed.type === 'group' ? closed.items[1] : undefined;
    expect(nested).toMatchObject({ type: 'group', label: 'Nested', open: false });
    const open = buildLayoutModel(nav, byUrl, '/b').sidebar[1];
    expect(open.type === 'group' && open.items[1]).toMatchObject({ label: 'Nested', open: true, active: true });
    expect(buildLayoutModel(nav, byUrl, '/b').breadcrumbs).toEqual(['Docs', 'More', 'Nested']);
  });

  it('leaves hidden pages out of the sidebar but still places them', () => {
    const m = buildLayoutModel(nav, byUrl, '/secret');
    const more = m.sidebar[1];
    expect(more.type === 'group' && more.items.map((i) => i.label)).toEqual(['T/a', 'Nested']);
    expect(m.levels[0].items.find((i) => i.active)?.label).toBe('Docs');
  });

  it('falls back to the first tab for unknown URLs and still lists hidden tabs’ pages by URL', () => {
    expect(buildLayoutModel(nav, byUrl, '/nope').levels[0].items[0].active).toBe(true);
    const hidden = buildLayoutModel(nav, byUrl, '/h1');
    expect(hidden.levels[0].items.map((i) => i.label)).not.toContain('Hidden');
  });
});

describe('navigation.products mixing link-only products with real ones (issue 10)', () => {
  const link = (label: string, href: string): NavItem => ({ kind: 'link', label, href, division: 'product', ...at });
  const product = (label: string, children: NavItem[]): NavItem => ({ kind: 'product', label, children, ...at });
  const mixed: NavRoot = {
    kind: 'root',
    jsonPath: 'navigation',
    file: 'docs.json',
    global: [],
    children: [
      link('Blog', 'https://blog.example.com'),
      product('Docs', [group('Start', [page('index'), page('quickstart')])]),
      link('Status', 'https://status.example.com'),
    ],
  };

  it('the real product is chosen and its groups are the sidebar; the links are items of the selector', () => {
    const m = buildLayoutModel(mixed, byUrl, '/quickstart');
    expect(m.levels).toHaveLength(1);
    expect(m.levels[0].items.map((i) => [i.label, i.active, i.external])).toEqual([
      ['Blog', false, true],
      ['Docs', true, false],
      ['Status', false, true],
    ]);
    expect(m.sidebar.map((s) => s.label)).toEqual(['Start']);
    expect(m.breadcrumbs).toEqual(['Docs', 'Start']);
  });
});

describe('a large division: only the groups on the current page’s path carry their items (issue 12)', () => {
  // Three groups of 20 pages under the second tab (60 pages, past INLINE_LIMIT); the third nests a group.
  const big: NavRoot = {
    kind: 'root',
    jsonPath: 'navigation',
    file: 'docs.json',
    global: [],
    children: [
      tab('Docs', [group('Start', [page('index')])]),
      tab('API', [group('A', pages('a', 20)), group('B', pages('b', 20)), group('C', [...pages('c', 10), group('Deep', pages('d', 10))])]),
    ],
  };
  const bigUrls = [
    '/',
    ...['a', 'b', 'c'].flatMap((p) => Array.from({ length: p === 'c' ? 10 : 20 }, (_, i) => `/${p}${i + 1}`)),
    ...Array.from({ length: 10 }, (_, i) => `/d${i + 1}`),
  ];
  const bigByUrl = new Map<string, RouteEntry>(
    bigUrls.map((url) => [url, { url, kind: 'page', title: `T${url}`, file: `${url}.mdx`, hidden: false, inNav: true }]),
  );

  it('leaves the other groups’ items out, with the address they load from and their first page', () => {
    const m = buildLayoutModel(big, bigByUrl, '/b3');
    const [a, b, c] = m.sidebar;
    expect(b).toMatchObject({ type: 'group', label: 'B', open: true, active: true });
    expect(b.type === 'group' && b.items).toHaveLength(20);
    expect(a).toMatchObject({
      type: 'group',
      label: 'A',
      open: false,
      items: [],
      lazy: { division: '1', group: '0', first: { label: 'T/a1', url: '/a1' } },
    });
    expect(c).toMatchObject({ type: 'group', label: 'C', items: [], lazy: { division: '1', group: '2', first: { url: '/c1' } } });
    // The pager still walks the whole division, across the groups the page leaves out.
    expect(buildLayoutModel(big, bigByUrl, '/b1').prev).toEqual({ label: 'T/a20', url: '/a20' });
    expect(buildLayoutModel(big, bigByUrl, '/b20').next).toEqual({ label: 'T/c1', url: '/c1' });
  });

  it('inside the page’s own group, a nested group off the path is lazy too', () => {
    const c = buildLayoutModel(big, bigByUrl, '/c2').sidebar[2];
    expect(c.type === 'group' && c.items[10]).toMatchObject({ label: 'Deep', items: [], lazy: { division: '1', group: '2.10' } });
    const deep = buildLayoutModel(big, bigByUrl, '/d4').sidebar[2];
    expect(deep.type === 'group' && deep.items[10]).toMatchObject({ label: 'Deep', active: true });
    expect(deep.type === 'group' && deep.items[10]).not.toHaveProperty('lazy');
  });

  it('a hidden page keeps its own group inline, though the group lists nothing active', () => {
    const hiddenByUrl = new Map(bigByUrl);
    hiddenByUrl.set('/b7', { ...bigByUrl.get('/b7')!, frontmatter: { hidden: true } });
    const [a, b] = buildLayoutModel(big, hiddenByUrl, '/b7').sidebar;
    expect(b).toMatchObject({ label: 'B', active: false });
    expect(b.type === 'group' && b.items).toHaveLength(19);
    expect(a).toMatchObject({ label: 'A', items: [] });
  });

  it('a division of at most INLINE_LIMIT pages stays fully inline', () => {
    const m = buildLayoutModel(big, bigByUrl, '/');
    expect(JSON.stringify(m.sidebar)).not.toContain('lazy');
    expect(buildLayoutModel(nav, byUrl, '/a').sidebar.every((g) => g.type !== 'group' || !g.lazy)).toBe(true);
  });

  it('getNavGroup answers a lazy group’s address with its items, under the version the page put in the URL', () => {
    const a = buildLayoutModel(big, bigByUrl, '/b3').sidebar[0];
    const lazy = a.type === 'group' ? a.lazy! : undefined;
    const found = getNavGroup(big, bigByUrl, lazy!.division, lazy!.group);
    expect(found?.items.map((i) => ('url' in i ? i.url : i.type))).toEqual(Array.from({ length: 20 }, (_, i) => `/a${i + 1}`));
    expect(found?.version).toBe(lazy!.version);
    // The version is the same whichever page of the division rendered the link.
    const fromC = buildLayoutModel(big, bigByUrl, '/c1').sidebar[0];
    expect(fromC.type === 'group' && fromC.lazy?.version).toBe(lazy!.version);
    expect(getNavGroup(big, bigByUrl, '1', '2.10')?.items).toHaveLength(10);
  });

  it('getNavGroup refuses malformed and unknown addresses', () => {
    for (const [division, group] of [
      ['1', '9'],
      ['7', '0'],
      ['1', ''],
      ['x', '0'],
      ['1', '0.0'],
      ['1', '-1'],
      ['1', '0;1'],
      ['1.0', '0'],
    ]) {
      expect(getNavGroup(big, bigByUrl, division, group), `${division} ${group}`).toBeUndefined();
    }
  });
});
