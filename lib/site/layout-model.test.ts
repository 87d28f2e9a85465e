import { describe, expect, it } from 'vitest';
import type { NavItem, NavRoot } from '../config/types';
import { buildLayoutModel } from './layout-model';
import type { RouteEntry } from './types';

const at = { jsonPath: 'x', file: 'docs.json' };
const page = (entry: string): NavItem => ({ kind: 'page', entry, ...at });
const group = (label: string, children: NavItem[], extra: object = {}): NavItem => ({ kind: 'group', label, children, ...at, ...extra });
const tab = (label: string, children: NavItem[], extra: object = {}): NavItem => ({ kind: 'tab', label, children, ...at, ...extra });

const nav: NavRoot = {
  kind: 'root',
  jsonPath: 'navigation',
  file: 'docs.json',
  global: [],
  children: [
    tab('Docs', [group('Start', [page('index'), page('quickstart')]), group('More', [page('a'), group('Nested', [page('b')], { expanded: false }), page('secret')])]),
    tab('Guides', [group('G', [page('g1')])]),
    tab('Blog', [], { href: 'https://blog.example.com' }),
    tab('Hidden', [group('H', [page('h1')])], { hidden: true }),
  ],
};

const urls = ['/', '/quickstart', '/a', '/b', '/secret', '/g1', '/h1'];
const byUrl = new Map<string, RouteEntry>(
  urls.map((url) => [url, { url, kind: 'page', title: `T${url}`, file: `${url}.mdx`, hidden: false, inNav: true, frontmatter: url === '/secret' ? { hidden: true } : {} }]),
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
    expect(m.sidebar).toEqual([{ type: 'group', label: 'G', url: undefined, icon: undefined, tag: undefined, open: true, active: true, items: [expect.objectContaining({ url: '/g1', active: true })] }]);
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
  const mixed: NavRoot = { kind: 'root', jsonPath: 'navigation', file: 'docs.json', global: [], children: [link('Blog', 'https://blog.example.com'), product('Docs', [group('Start', [page('index'), page('quickstart')])]), link('Status', 'https://status.example.com')] };

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
