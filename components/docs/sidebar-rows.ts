import type { SidebarItem } from '@/lib/site/layout-model';
import { guessFirstTail, type LazyRow } from './lazy-row';
import { slugify } from '@/lib/openapi/slug';
import type { PageRow } from './sidebar-pages.client';

type PageItem = Extract<SidebarItem, { type: 'page' }>;

/** The longest prefix of every URL that ends with `/`: what the rows of a group share. */
function sharedBase(urls: string[]): string {
  let base = urls[0] ?? '';
  for (const url of urls) while (!url.startsWith(base)) base = base.slice(0, -1);
  return base.slice(0, base.lastIndexOf('/') + 1);
}

/**
 * A page in the compact form SidebarPages draws, with trailing empty cells dropped and the URL's
 * tail given as 0 when it is the label's slug (each would be bytes on every page).
 */
function toRow(item: PageItem, base: string): PageRow {
  const flags = (item.active ? 1 : 0) | (item.deprecated ? 2 : 0);
  const rest = item.url.slice(base.length);
  const row: PageRow = [rest === slugify(item.label) ? 0 : rest, item.label, item.method ?? '', flags, item.tag];
  while (row.length > 2 && !row[row.length - 1]) row.pop();
  return row;
}

type GroupItem = Extract<SidebarItem, { type: 'group' }>;
type LazyItem = GroupItem & { lazy: NonNullable<GroupItem['lazy']> };

export type SidebarPiece =
  | { at: number; item: SidebarItem }
  | { at: number; base: string; rows: PageRow[] }
  | { at: number; division: string; version: string; base: string; lazy: LazyRow[] };

const isPlainPage = (item: SidebarItem): item is PageItem => item.type === 'page' && !item.icon;

/** A collapsed group whose heading is its label alone (no icon, tag or link of its own). */
const isPlainLazy = (item: SidebarItem): item is LazyItem =>
  item.type === 'group' && item.lazy !== undefined && !item.icon && !item.tag && !item.url;

/**
 * A collapsed group in the compact form SidebarLazyGroups draws: its first page's URL is left out
 * when the browser can tell it from the labels (guessFirstTail), else written after the run's `base`.
 */
function toLazyRow({ label, lazy }: LazyItem, base: string): LazyRow {
  if (!lazy.first) return [lazy.group, label];
  const tail = lazy.first.url.slice(base.length);
  return tail === guessFirstTail(label, lazy.first.label)
    ? [lazy.group, label, lazy.first.label]
    : [lazy.group, label, lazy.first.label, tail];
}

/**
 * A list of sidebar items with every run of two or more pages without an icon (icons are drawn on
 * the server only) turned into one compact run for the SidebarPages client list, and every run of
 * collapsed groups with plain headings into one for SidebarLazyGroups (URLs after the shared folder
 * of their first pages); other items stay as they
 * are. `at` is the index of the piece's first item, a stable React key.
 */
export function toSidebarPieces(items: SidebarItem[]): SidebarPiece[] {
  const pieces: SidebarPiece[] = [];
  for (let i = 0; i < items.length;) {
    const first = items[i];
    if (isPlainLazy(first)) {
      const { division, version } = first.lazy;
      let end = i;
      while (end < items.length) {
        const next = items[end];
        if (!isPlainLazy(next) || next.lazy.division !== division || next.lazy.version !== version) break;
        end++;
      }
      const groups = items.slice(i, end) as LazyItem[];
      const firsts = groups.flatMap((g) => (g.lazy.first ? [g.lazy.first.url] : []));
      const base = firsts.length > 0 ? sharedBase(firsts) : '';
      pieces.push({ at: i, division, version, base, lazy: groups.map((g) => toLazyRow(g, base)) });
      i = end;
      continue;
    }
    let end = i;
    while (end < items.length && isPlainPage(items[end])) end++;
    if (end - i >= 2) {
      const pages = items.slice(i, end) as PageItem[];
      const base = sharedBase(pages.map((p) => p.url));
      pieces.push({ at: i, base, rows: pages.map((p) => toRow(p, base)) });
      i = end;
    } else {
      pieces.push({ at: i, item: items[i] });
      i++;
    }
  }
  return pieces;
}
