import type { SidebarItem } from '@/lib/site/layout-model';

/**
 * How a sidebar gap fills (sidebar-gap.client.tsx), loaded with `import()` when a page with gaps
 * hydrates, so pages without a long group do not download it (issue 12, first-load JS).
 */

/**
 * A group's items by resource URL, asked once per document: every gap of a group asks the same URL
 * (every page of the group does, so the browser's cache answers while a reader moves through it).
 */
const groups = new Map<string, Promise<SidebarItem[]>>();

/** The items of the group at `src` (GET /api/site/nav), rejected for an answer of another version. */
export function loadGroup(src: string): Promise<SidebarItem[]> {
  let pending = groups.get(src);
  if (!pending) {
    pending = fetch(src)
      .then((r) => (r.ok ? (r.json() as Promise<{ items: SidebarItem[]; version: string }>) : Promise.reject(new Error(String(r.status)))))
      .then(({ items, version }) => {
        // A gap is a range of indices: rows of other content (the site changed under the page) would
        // fill it with the wrong rows, so an answer for another version fills nothing.
        if (version !== new URL(src, location.href).searchParams.get('v')) throw new Error('navigation changed');
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

/** Records where the current row is on screen, when it is in sight, before gaps fill. */
export function holdCurrentRow(from: Element) {
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

/** Scrolls the sidebar by what filled above the current row, after a gap's commit. */
export function settleCurrentRow() {
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
