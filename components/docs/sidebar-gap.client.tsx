'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarItem } from '@/lib/site/layout-model';
import { IntentLink } from './intent-link.client';
import { LoadedNode } from './sidebar-lazy-group.client';

type Fill = typeof import('./sidebar-gap-fill');
let fill: Fill | undefined;
let loading: Promise<Fill> | undefined;

/**
 * A group's items by resource URL, once loaded: a page drawn again by a client navigation fills its
 * gaps without waiting.
 */
const loaded = new Map<string, SidebarItem[]>();

/** A group's item as a filled row: a nested group is closed, as on a page that draws it. */
const asRow = (item: SidebarItem): SidebarItem => (item.type === 'group' ? { ...item, open: false } : item);

/**
 * Rows of a long open group that the page left out (lib/site/sidebar-window.ts). The server draws
 * a link to the run's first page (`href`), where the run is drawn ("N more in Group"), so readers without
 * JavaScript reach every page. Once hydrated it loads the group (`src`, GET /api/site/nav, filtered
 * for the reader there) and draws the run's rows in its place: ordinary links in the same list, focus
 * left where it is. Filling rows above the current row would push it down, so the sidebar scrolls
 * by what they add and the current row stays where the reader saw it.
 */
export function SidebarGap({ src, from, count, label, href }: { src: string; from: number; count: number; label: string; href?: string }) {
  // The group's items with their URL, not the run: the rows drawn always follow the props.
  const [group, setGroup] = useState<{ src: string; items: SidebarItem[] } | undefined>();
  const items = group?.src === src ? group.items : loaded.get(src);
  // An answer that does not cover the run keeps the link.
  const rows = items && items.length >= from + count ? items.slice(from, from + count) : undefined;
  const filled = rows !== undefined;
  const gap = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (filled) return;
    let live = true;
    loading ??= import('./sidebar-gap-fill').then((m) => (fill = m));
    loading
      .then(async ({ loadGroup, holdCurrentRow }) => {
        const items = await loadGroup(src);
        loaded.set(src, items);
        if (!live || !gap.current) return;
        holdCurrentRow(gap.current);
        setGroup({ src, items });
      })
      // The gap keeps its link: the reader still reaches the rows through it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [src, filled]);
  useLayoutEffect(() => {
    if (filled) fill?.settleCurrentRow();
  }, [filled, items]);
  if (rows) return rows.map((item, i) => <LoadedNode key={i} item={asRow(item)} />);
  return (
    <li ref={gap} className="sidebar-gap">
      {href ? (
        <IntentLink className="sidebar-link" href={href}>
          {`${count} more in ${label}`}
        </IntentLink>
      ) : (
        <span className="sidebar-link">{`${count} more in ${label}`}</span>
      )}
    </li>
  );
}
