import type { NavGroupAddress, PageLink, SidebarItem } from './sidebar-item';

/** The rows a windowed group always draws from its start: about one sidebar's height on a large screen, so the open group looks the same on arrival. */
export const WINDOW_HEAD = 25;

/** The rows drawn on each side of the current one: the neighbourhood a reader scrolls to and the pager walks. */
export const WINDOW_AROUND = 12;

/**
 * A group with more rows than this is windowed. It is the most a window can draw (head, current row
 * and its neighbours), so windowing never makes a page heavier than drawing the group whole.
 */
export const GROUP_LIMIT = WINDOW_HEAD + 2 * WINDOW_AROUND + 1;

/** A run shorter than this is drawn: its gap row would weigh about as much as the rows it stands for. */
const MIN_GAP = 3;

/**
 * The rows of an open group with more than GROUP_LIMIT rows, reduced to its first rows and those
 * around `current` (the index of the row on the path to the current page, or -1 when the page is
 * the group's own). Every other run becomes one `gap` item: how many rows, where they start in the
 * group, the group's address (the items the browser fills the gap with, GET /api/site/nav, the same
 * URL for every page of the group) and the run's first page (the link readers without JavaScript
 * follow; that page draws the run's start). A group at or under the limit is returned as it is.
 */
export function windowGroup(items: SidebarItem[], current: number, group: { label: string; lazy: NavGroupAddress }): SidebarItem[] {
  if (items.length <= GROUP_LIMIT) return items;
  const drawn = (i: number) => i < WINDOW_HEAD || (current >= 0 && Math.abs(i - current) <= WINDOW_AROUND);
  const out: SidebarItem[] = [];
  for (let i = 0; i < items.length;) {
    let end = i;
    while (end < items.length && !drawn(end)) end++;
    if (end - i >= MIN_GAP) {
      const run = items.slice(i, end);
      out.push({ type: 'gap', label: group.label, from: i, count: run.length, lazy: group.lazy, first: flattenPages(run)[0] });
      i = end;
    } else {
      // A short run is drawn, and so is the drawn row after it.
      out.push(...items.slice(i, Math.min(end + 1, items.length)));
      i = end + 1;
    }
  }
  return out;
}

/** Pages in reading order (group roots included), for previous/next links and a run's first page. */
export function flattenPages(items: SidebarItem[]): PageLink[] {
  const out: PageLink[] = [];
  for (const item of items) {
    if (item.type === 'page') out.push({ label: item.label, url: item.url });
    if (item.type === 'group') {
      if (item.url) out.push({ label: item.label, url: item.url });
      out.push(...flattenPages(item.items));
    }
  }
  return out;
}
