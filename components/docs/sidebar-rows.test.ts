import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@/lib/site/layout-model';
import { pageItem } from './sidebar-items.test-utils';
import { firstOfRow } from './lazy-row';
import { restOfRow } from './sidebar-pages.client';
import { toSidebarPieces } from './sidebar-rows';

const page = pageItem;
const group: SidebarItem = { type: 'group', label: 'G', open: false, active: false, items: [] };

describe('toSidebarPieces', () => {
  it('turns a run of plain pages into compact rows under their shared folder, empty trailing cells left out', () => {
    const pages = [
      page('/api/pets/list', 'List', { method: 'GET' }),
      page('/api/pets/create-a-pet', 'Create a pet', { method: 'POST', active: true }),
      page('/api/pets/old', 'Old', { deprecated: true, tag: 'v1' }),
      page('/api/pets/plain-page', 'Plain'),
      page('/api/pets/closing-down--get-a-pet', 'Closing down - Get a pet'),
    ];
    const pieces = toSidebarPieces(pages);
    // A tail that is the label's slug (lib/openapi/slug) is written as 0.
    expect(pieces).toEqual([
      {
        at: 0,
        base: '/api/pets/',
        rows: [
          [0, 'List', 'GET'],
          [0, 'Create a pet', 'POST', 1],
          [0, 'Old', '', 2, 'v1'],
          ['plain-page', 'Plain'],
          [0, 'Closing down - Get a pet'],
        ],
      },
    ]);
    const [run] = pieces;
    if (!('rows' in run)) throw new Error('expected a run of pages');
    expect(run.rows.map((row) => run.base + restOfRow(row))).toEqual(pages.map((p) => (p.type === 'page' ? p.url : undefined)));
  });

  it('keeps pages with an icon, single pages and groups as items, and shortens the base to a whole folder', () => {
    const icon = page('/a/x', 'X', { icon: 'house' });
    expect(toSidebarPieces([icon, page('/a/bc', 'BC'), group, page('/a/b1', 'B1'), page('/a/b2', 'B2'), page('/c', 'C')])).toEqual([
      { at: 0, item: icon },
      { at: 1, item: page('/a/bc', 'BC') },
      { at: 2, item: group },
      {
        at: 3,
        base: '/',
        rows: [
          ['a/b1', 'B1'],
          ['a/b2', 'B2'],
          [0, 'C'],
        ],
      },
    ]);
  });

  it('turns a run of collapsed groups with plain headings into rows of the same division and version', () => {
    const lazy = (
      group: string,
      label: string,
      extra: Partial<Extract<SidebarItem, { type: 'group' }>> = {},
      version = 'v1',
    ): SidebarItem => ({
      type: 'group',
      label,
      open: false,
      active: false,
      items: [],
      lazy: { division: '1', group, version, first: { label: `First of ${label}`, url: `/api/${label}/first` } },
      ...extra,
    });
    const tagged = lazy('2', 'Tagged', { tag: 'NEW' });
    expect(toSidebarPieces([lazy('0', 'a'), lazy('1', 'b'), tagged, lazy('3', 'c', {}, 'v2')])).toEqual([
      {
        at: 0,
        division: '1',
        version: 'v1',
        base: '/api/',
        lazy: [
          ['0', 'a', 'First of a', 'a/first'],
          ['1', 'b', 'First of b', 'b/first'],
        ],
      },
      { at: 2, item: tagged },
      { at: 3, division: '1', version: 'v2', base: '/api/c/', lazy: [['3', 'c', 'First of c', 'first']] },
    ]);
  });

  it('leaves out a first page URL the browser can tell from the labels, and gives back every first page as it was', () => {
    const lazy = (group: string, label: string, first?: { label: string; url: string }): SidebarItem => ({
      type: 'group',
      label,
      open: false,
      active: false,
      items: [],
      lazy: { division: '0', group, version: 'v', ...(first ? { first } : {}) },
    });
    // As the GitHub reference names them: the tag's slug, then the operation's (lib/openapi/slug).
    const items = [
      lazy('0', 'meta', { label: 'GitHub API Root', url: '/api-reference/meta/github-api-root' }),
      lazy('1', 'classroom', {
        label: 'Closing down - Get an assignment',
        url: '/api-reference/classroom/closing-down--get-an-assignment',
      }),
      lazy('2', 'Code security', { label: 'Get a configuration', url: '/api-reference/code-security/get-a-configuration' }),
      lazy('3', 'Hand made', { label: 'Welcome', url: '/api-reference/guides/start' }),
      lazy('4', 'Empty'),
    ];
    const [piece] = toSidebarPieces(items);
    expect(piece).toEqual({
      at: 0,
      division: '0',
      version: 'v',
      base: '/api-reference/',
      lazy: [
        ['0', 'meta', 'GitHub API Root'],
        ['1', 'classroom', 'Closing down - Get an assignment'],
        ['2', 'Code security', 'Get a configuration'],
        ['3', 'Hand made', 'Welcome', 'guides/start'],
        ['4', 'Empty'],
      ],
    });
    if (!('lazy' in piece)) throw new Error('expected a run of collapsed groups');
    const firsts = items.map((item) => (item.type === 'group' ? item.lazy?.first : undefined));
    expect(piece.lazy.map((row) => firstOfRow(row, piece.base))).toEqual(firsts);
  });
});
