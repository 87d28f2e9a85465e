import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@/lib/site/layout-model';
import { toSidebarPieces } from './sidebar-rows';

const page = (url: string, label: string, extra: Partial<Extract<SidebarItem, { type: 'page' }>> = {}): SidebarItem => ({
  type: 'page',
  url,
  label,
  active: false,
  ...extra,
});
const group: SidebarItem = { type: 'group', label: 'G', open: false, active: false, items: [] };

describe('toSidebarPieces', () => {
  it('turns a run of plain pages into compact rows under their shared folder, empty trailing cells left out', () => {
    expect(
      toSidebarPieces([
        page('/api/pets/list', 'List', { method: 'GET' }),
        page('/api/pets/create', 'Create', { method: 'POST', active: true }),
        page('/api/pets/old', 'Old', { deprecated: true, tag: 'v1' }),
        page('/api/pets/plain', 'Plain'),
      ]),
    ).toEqual([
      {
        at: 0,
        base: '/api/pets/',
        rows: [
          ['list', 'List', 'GET'],
          ['create', 'Create', 'POST', 1],
          ['old', 'Old', '', 2, 'v1'],
          ['plain', 'Plain'],
        ],
      },
    ]);
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
          ['c', 'C'],
        ],
      },
    ]);
  });
});
