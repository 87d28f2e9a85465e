'use client';

import { slugify } from '@/lib/openapi/slug';
import { SidebarPageLink } from './sidebar-page-link';

/**
 * One page row in compact form: the URL after the run's shared `base` (or 0 when it is the label's
 * slug, lib/openapi/slug, as on every page of a generated API reference), the label, the HTTP method
 * (or '' for none), flags (1 active, 2 deprecated) and a tag. Trailing empty cells are left out.
 */
export type PageRow = [rest: string | 0, label: string, method?: string, flags?: number, tag?: string];

/** A row's URL after the base: written out, or the label's slug when the row says 0. */
export function restOfRow([rest, label]: PageRow): string {
  return rest === 0 ? slugify(label) : rest;
}

/**
 * A run of sidebar pages drawn from a small array (issue 12). As server-rendered elements each row
 * was an IntentLink with its props and a span tree in the page's RSC payload, about 470 bytes; an
 * open group of an API reference holds a few hundred, and Next writes that payload five times per
 * page. Here a row costs its URL tail and label. The rows are server-rendered into the HTML like
 * any client component, so readers without JavaScript get the same links.
 */
export function SidebarPages({ base, rows }: { base: string; rows: PageRow[] }) {
  return rows.map((row, i) => {
    const [, label, method, flags = 0, tag] = row;
    return (
      <SidebarPageLink
        key={i}
        item={{
          type: 'page',
          url: base + restOfRow(row),
          label,
          method: method || undefined,
          active: (flags & 1) !== 0,
          deprecated: (flags & 2) !== 0,
          tag,
        }}
      />
    );
  });
}
