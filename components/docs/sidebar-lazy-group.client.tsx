'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { PageLink, SidebarItem } from '@/lib/site/layout-model';
import { IntentLink } from './intent-link.client';
import { firstOfRow, type LazyRow } from './lazy-row';
import { navResourceUrl } from './nav-resource-url';
import { SidebarPageLink } from './sidebar-page-link';

type Loaded = { open: boolean; items?: SidebarItem[] };

/**
 * Groups the reader opened and the items they loaded, by resource URL. Module state outlives a
 * client navigation (the sidebar is rendered again by each page), so an opened group stays open
 * and is not fetched again while the reader moves through the site.
 */
const memory = new Map<string, Loaded>();

/**
 * A sidebar group whose items the page left out (issue 12): a native `<details>`, so it opens
 * from the keyboard and without JavaScript. Without JavaScript it holds a link to the group's
 * first page (where the group is inline); with it, opening fetches the items from
 * `GET /api/site/nav` (the URL in `src`, filtered for the reader there) and shows them.
 *
 * Its li, details, summary and that link carry no class, and the link no span or list around it
 * (it sits right after the summary until the items load): a large API draws ~46 of these on every
 * page, and the classes were ~40% of each, the `<ul><li>` another 18 bytes. The CSS tells a
 * collapsed group by its place instead (app/globals.css, "collapsed groups"; lib/site/theme-css.ts):
 * a `details` directly in a `.sidebar-list > li` is a collapsed section, a classless `summary`
 * deeper in the list a collapsed subgroup, an `a` right in a classless `details` its first page's
 * link. The loaded items are the inline group's rows, classes and all, in a list.
 */
export function SidebarLazyGroup({ src, heading, first }: { src: string; heading: ReactNode; first?: PageLink }) {
  const [state, setState] = useState<Loaded>(() => memory.get(src) ?? { open: false });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    memory.set(src, state);
  }, [src, state]);
  useEffect(() => {
    if (!state.open || state.items) return;
    let live = true;
    fetch(src)
      .then((r) => (r.ok ? (r.json() as Promise<{ items: SidebarItem[] }>) : Promise.reject(new Error(String(r.status)))))
      .then((body) => live && setState((s) => ({ ...s, items: body.items })))
      // The fallback link stays: the reader still reaches the group through its first page.
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [src, state.open, state.items]);
  return (
    <li>
      <details
        open={state.open}
        aria-busy={state.open && !state.items && !failed ? true : undefined}
        onToggle={(e) => {
          const open = e.currentTarget.open;
          setState((s) => (s.open === open ? s : { ...s, open }));
        }}
      >
        <summary>{heading}</summary>
        {state.items ? (
          <ul>
            {state.items.map((item, i) => (
              <LoadedNode key={i} item={item} />
            ))}
          </ul>
        ) : first ? (
          // Drawn as a page row (SidebarPageLink) but for the span around the label, which no style needs here.
          <IntentLink href={first.url}>{first.label}</IntentLink>
        ) : null}
      </details>
    </li>
  );
}

/**
 * A run of collapsed groups drawn from a small array (issue 12): as separate SidebarLazyGroup
 * elements each carried its resource URL, a heading element tree and its first page as an object,
 * ~230 bytes of every page's RSC payload for each of an API's ~45 groups. The URL comes from the
 * same navResourceUrl as the server's, the first page's URL from the row (lazy-row.ts), and the HTML
 * is the same.
 */
export function SidebarLazyGroups({ division, version, base, rows }: { division: string; version: string; base: string; rows: LazyRow[] }) {
  return rows.map((row) => (
    <SidebarLazyGroup key={row[0]} src={navResourceUrl(division, row[0], version)} heading={row[1]} first={firstOfRow(row, base)} />
  ));
}

/** A loaded item: the same rows as the server's sidebar, without icons (see SidebarPageLink). */
export function LoadedNode({ item }: { item: SidebarItem }) {
  if (item.type === 'page') return <SidebarPageLink item={item} />;
  if (item.type === 'link') {
    return (
      <li>
        <a className="sidebar-link" href={item.url} target="_blank" rel="noreferrer">
          {item.label} <span aria-hidden="true">↗</span>
        </a>
      </li>
    );
  }
  // The navigation resource never answers a gap (its groups are whole); the type allows one.
  if (item.type === 'gap') return null;
  return (
    <li>
      <details className="sidebar-group" open={item.open}>
        <summary className="sidebar-link">{item.url ? <IntentLink href={item.url}>{item.label}</IntentLink> : item.label}</summary>
        <ul>
          {item.items.map((child, i) => (
            <LoadedNode key={i} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}
