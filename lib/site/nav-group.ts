import type { NavRoot } from '../config/types';
import { buildDivisionSidebar, buildSidebarVersion, type SidebarItem } from './layout-model';
import type { RouteEntry } from './types';

/** What `GET /api/site/nav` answers: a group's items and the version of the division they belong to. */
export type NavGroup = { items: SidebarItem[]; version: string };

const INDEX_PATH = /^\d{1,4}(\.\d{1,4}){0,15}$/;

/**
 * The items of one sidebar group, addressed as a page's sidebar addresses its lazy groups
 * (LayoutModel.nav.division and the group's `lazy.path`, both index paths). `nav` and `byUrl`
 * must already be filtered for the reader (visibleSite): the indices are those of the tree the
 * reader's pages were rendered from, so a reader never reaches a group their pages do not list.
 * Undefined for a malformed or unknown address.
 */
export function getNavGroup(nav: NavRoot, byUrl: Map<string, RouteEntry>, division: string, group: string): NavGroup | undefined {
  if ((division !== '' && !INDEX_PATH.test(division)) || !INDEX_PATH.test(group)) return undefined;
  const sidebar = buildDivisionSidebar(nav, byUrl, division === '' ? [] : division.split('.').map(Number));
  if (!sidebar) return undefined;
  let items: SidebarItem[] = sidebar;
  let found: SidebarItem | undefined;
  for (const index of group.split('.').map(Number)) {
    found = items[index];
    if (found?.type !== 'group') return undefined;
    items = found.items;
  }
  return { items, version: buildSidebarVersion(sidebar) };
}
