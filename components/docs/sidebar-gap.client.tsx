'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarItem } from '@/lib/site/layout-model';
import { IntentLink } from './intent-link.client';
import { LoadedNode } from './sidebar-lazy-group.client';

/**
 * A group's items by resource URL, loaded once per document: every gap of a group asks the same URL
 * (every page of the group does, so the browser's cache answers while a reader moves through it),
 * and a page drawn again by a client navigation fills its gaps without waiting.
 */
const groups = new Map<string, Promise<SidebarItem[]>>();
const loaded = new Map<string, SidebarItem[]>();

function loadGroup(src: string): Promise<SidebarItem[]> {
  let pending = groups.get(src);
  if (!pending) {
    pending = fetch(src)
      .then((r) => (r.ok ? (r.json() as Promise<{ items: SidebarItem[]; version: string }>) : Promise.reject(new Error(String(r.status)))))
      .then(({ items, version }) => {
        // A gap is a range of indices: rows of other content (the site changed under the page) would
        // fill it with the wrong rows, so an answer for another version fills nothing.
        if (version !== new URL(src, location.href).searchParams.get('v')) throw new Error('navigation changed');
        loaded.set(src, items);
        return items;
      });
    // A failed load may be retried by the next page; this one keeps its links.
    pending.catch(() => groups.delete(src));
    groups.set(src, pending);
  }
  return pending;
}

/**
 * The current row and where it was on screen before gaps above it filled. Recorded once before
 * the first gap fills, so every gap that fills in the same pass corrects against the same place
 * (the correction is then the same whichever gap's effect runs it, and running it twice is a no-op);
 * dropped a frame after the first correction.
 */
let anchor: { row: Element; scroller: Element; top: number; settled?: boolean } | undefined;

function holdCurrentRow(from: Element) {
  if (anchor && !anchor.settled && anchor.row.isConnected) return;
  anchor = undefined;
  const scroller = from.closest('.sidebar');
  const row = scroller?.querySelector('[aria-current="page"]');
  if (!scroller || !row) return;
  const top = row.getBoundingClientRect().top;
  const box = scroller.getBoundingClientRect();
  // A current row out of sight is not held: the reader is looking elsewhere in the list, and the
  // browser's own scroll anchoring keeps what they look at in place.
  if (top < box.top || top > box.bottom) return;
  anchor = { row, scroller, top };
}

function settleCurrentRow() {
  const held = anchor;
  if (!held?.row.isConnected) return;
  const moved = held.row.getBoundingClientRect().top - held.top;
  if (moved !== 0) held.scroller.scrollTop += moved;
  if (held.settled) return;
  held.settled = true;
  requestAnimationFrame(() => {
    if (anchor === held) anchor = undefined;
  });
}

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
  // The group's items, not the run: a client navigation draws the sidebar of another page of the
  // group in the same place, and this gap then stands for another run.
  const [group, setGroup] = useState<{ src: string; items: SidebarItem[] } | undefined>();
  const items = group?.src === src ? group.items : loaded.get(src);
  // An answer that does not cover the run keeps the link.
  const rows = items && items.length >= from + count ? items.slice(from, from + count) : undefined;
  const filled = rows !== undefined;
  const gap = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (filled) return;
    let live = true;
    loadGroup(src)
      .then((items) => {
        if (!live || !gap.current) return;
        holdCurrentRow(gap.current);
        setGroup({ src, items });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [src, filled]);
  useLayoutEffect(() => {
    if (filled) settleCurrentRow();
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
