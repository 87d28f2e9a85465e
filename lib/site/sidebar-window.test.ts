import { describe, expect, it } from 'vitest';
import type { NavRoot } from '../config/types';
import { buildLayoutModel, type SidebarItem } from './layout-model';
import { getNavGroup } from './nav-group';
import { group, page, pages, tab } from './nav-items.test-utils';
import { GROUP_LIMIT } from './sidebar-window';
import type { RouteEntry } from './types';

// Under the second tab: a long group, one just at the limit and one just past it, a long group
// holding a long nested group (at index 30), and a long group with a page of its own.
const nav: NavRoot = {
  kind: 'root',
  jsonPath: 'navigation',
  file: 'docs.json',
  global: [],
  children: [
    tab('Docs', [group('Start', [page('index')])]),
    tab('API', [
      group('Big', pages('b', 120)),
      group('Exact', pages('e', GROUP_LIMIT)),
      group('Over', pages('v', GROUP_LIMIT + 1)),
      group('Outer', [...pages('o', 30), group('Inner', pages('i', 80)), ...pages('p', 29)]),
      group('Rooted', pages('r', 60), { root: 'rooted' }),
    ]),
  ],
};
const entries = ['index', 'rooted', ...[...'bevopir'].flatMap((p) => Array.from({ length: 120 }, (_, i) => `${p}${i + 1}`))];
const byUrl = new Map<string, RouteEntry>(
  entries.map((e) => [
    `/${e === 'index' ? '' : e}`,
    { url: `/${e}`, kind: 'page', title: e, file: `${e}.mdx`, hidden: false, inNav: true },
  ]),
);

const GROUPS = { Big: 0, Exact: 1, Over: 2, Outer: 3, Rooted: 4 };

const show = (item: SidebarItem): string =>
  item.type === 'gap'
    ? `gap ${item.from}+${item.count} ${item.first?.url} ${item.lazy.group}`
    : item.type === 'group'
      ? `[${item.label}]`
      : item.label;

/** The open group's rows on the page at `url`: a page as its label, a gap as `gap from+count first group`, a group as `[label]`. */
function rows(url: string, label: keyof typeof GROUPS, nested?: number): string[] {
  let item = buildLayoutModel(nav, byUrl, url).sidebar[GROUPS[label]];
  if (nested !== undefined && item.type === 'group') item = item.items[nested];
  if (item.type !== 'group') throw new Error(`${label} is not a group`);
  return item.items.map(show);
}

const labels = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

describe('a long open group is drawn as a window around the current page', () => {
  it('at the start: its first rows, the rest one gap linking to the first page after them', () => {
    expect(rows('/b1', 'Big')).toEqual([...labels('b', 1, 25), 'gap 25+95 /b26 0']);
  });

  it('in the middle: the first rows, a gap, the rows around the current one, a gap', () => {
    expect(rows('/b60', 'Big')).toEqual([...labels('b', 1, 25), 'gap 25+22 /b26 0', ...labels('b', 48, 72), 'gap 72+48 /b73 0']);
  });

  it('at the end: the first rows, a gap, and the last rows', () => {
    expect(rows('/b120', 'Big')).toEqual([...labels('b', 1, 25), 'gap 25+82 /b26 0', ...labels('b', 108, 120)]);
  });

  it('draws a run of fewer than three rows between the head and the window instead of a gap for it', () => {
    expect(rows('/b40', 'Big')).toEqual([...labels('b', 1, 52), 'gap 52+68 /b53 0']);
    expect(rows('/b41', 'Big')).toEqual([...labels('b', 1, 25), 'gap 25+3 /b26 0', ...labels('b', 29, 53), 'gap 53+67 /b54 0']);
  });

  it('a group of GROUP_LIMIT rows is drawn whole; one row more and it is windowed', () => {
    expect(rows('/e50', 'Exact')).toEqual(labels('e', 1, GROUP_LIMIT));
    expect(rows('/v1', 'Over')).toEqual([...labels('v', 1, 25), `gap 25+${GROUP_LIMIT + 1 - 25} /v26 2`]);
  });

  it('nested: the outer group windows around the open inner group, which windows around the page, each with its own address', () => {
    expect(rows('/i70', 'Outer')).toEqual([...labels('o', 1, 30), '[Inner]', ...labels('p', 1, 12), 'gap 43+17 /p13 3']);
    expect(rows('/i70', 'Outer', 30)).toEqual([...labels('i', 1, 25), 'gap 25+32 /i26 3.30', ...labels('i', 58, 80)]);
  });

  it('on a group’s own page (no row of it is current): the first rows and one gap', () => {
    expect(rows('/rooted', 'Rooted')).toEqual([...labels('r', 1, 25), 'gap 25+35 /r26 4']);
  });
});

const key = (i: SidebarItem) => (i.type === 'group' ? `[${i.label}]` : i.type === 'gap' ? 'gap' : i.url);

/** A group's rows with each gap replaced by the run the navigation resource answers for it: what the browser draws. */
function filled(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type !== 'gap') return [key(item)];
    const resource = getNavGroup(nav, byUrl, item.lazy.division, item.lazy.group);
    expect(resource?.version).toBe(item.lazy.version);
    return resource!.items.slice(item.from, item.from + item.count).map(key);
  });
}

describe('the page’s rows and the resource’s runs make up the whole group', () => {
  const whole = (path: string) => getNavGroup(nav, byUrl, '1', path)!.items.map(key);

  it('on every page of a long group, and of a nested one', () => {
    for (let n = 1; n <= 120; n++) {
      const big = buildLayoutModel(nav, byUrl, `/b${n}`).sidebar[0];
      expect(big.type === 'group' && filled(big.items)).toEqual(whole('0'));
    }
    for (let n = 1; n <= 80; n++) {
      const outer = buildLayoutModel(nav, byUrl, `/i${n}`).sidebar[3];
      const inner = outer.type === 'group' ? outer.items[30] : undefined;
      expect(outer.type === 'group' && filled(outer.items)).toEqual(whole('3'));
      expect(inner?.type === 'group' && filled(inner.items)).toEqual(whole('3.30'));
    }
  });

  it('a gap’s link leads to a page that draws the gap’s first row (readers without JavaScript reach every row)', () => {
    const gapsOf = (items: SidebarItem[]): string[] =>
      items.flatMap((i) => (i.type === 'gap' ? [i.first!.url] : i.type === 'group' ? gapsOf(i.items) : []));
    const drawn = (items: SidebarItem[]): string[] =>
      items.flatMap((i) => (i.type === 'page' ? [i.url] : i.type === 'group' ? drawn(i.items) : []));
    for (const url of ['/b1', '/b60', '/b120', '/i70', '/rooted']) {
      const gaps = gapsOf(buildLayoutModel(nav, byUrl, url).sidebar);
      expect(gaps.length).toBeGreaterThan(0);
      for (const target of gaps) expect(drawn(buildLayoutModel(nav, byUrl, target).sidebar)).toContain(target);
    }
  });
});
