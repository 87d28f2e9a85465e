import type { DivisionKind, NavColor, NavItem, NavRoot } from '../config/types';
import { pageUrl } from '../content/page-file';
import { buildCounterpartUrl } from '../i18n/counterpart-url';
import { hrefOf } from './page-href';
import type { PageLink, SidebarItem } from './sidebar-item';
import { flattenPages, windowGroup } from './sidebar-window';
import type { RouteEntry } from './types';

/** A link in a division selector (tabs bar, anchors, dropdowns, versions, languages). */
export type DivisionLink = {
  label: string;
  url: string;
  icon?: string;
  /** docs.json `iconType` of the division (components/ui/icon-type.ts). */
  iconType?: string;
  /** docs.json `color` of an anchor or dropdown: its icon colour per theme (components/docs/nav-icon.tsx). */
  color?: NavColor;
  active: boolean;
  external: boolean;
  /** language or version code */ code?: string;
  /** A tab with docs.json `align: "end"`: drawn at the far end of the tab bar. */
  align?: 'end';
};
export type DivisionLevel = { kind: DivisionKind; items: DivisionLink[] };

// The sidebar's item types live in sidebar-item.ts, which sidebar-window.ts reads without this module.
export type { NavGroupAddress, PageLink, SidebarItem } from './sidebar-item';

/** What the docs shell needs to draw one URL: selectors, sidebar, breadcrumbs and pager. */
export type LayoutModel = {
  levels: DivisionLevel[];
  sidebar: SidebarItem[];
  breadcrumbs: string[];
  prev?: PageLink;
  next?: PageLink;
};

const DIVISIONS = new Set(['tab', 'anchor', 'dropdown', 'version', 'language', 'product', 'menu']);

/** Builds the shell for `url` from the navigation tree; pure, so it is unit-tested directly. */
export function buildLayoutModel(nav: NavRoot, byUrl: Map<string, RouteEntry>, url: string): LayoutModel {
  const urlOf = (item: NavItem): string | undefined => itemUrl(item, byUrl);
  const trail = findTrail(nav.children, url, urlOf) ?? [];
  const levels: DivisionLevel[] = [];
  const division: number[] = [];
  const breadcrumbs: string[] = [];
  let children = nav.children;
  let depth = 0;
  // A link-only division (`{ "product": "Blog", "href": … }`) sits among real ones: the level is
  // still a selector (the link as one of its items), and a real division is the one chosen.
  const isDivision = (c: NavItem) => DIVISIONS.has(c.kind) || (c.kind === 'link' && c.division !== undefined);
  while (children.length > 0 && children.every(isDivision) && children.some((c) => DIVISIONS.has(c.kind))) {
    const visible = children.filter((c) => !('hidden' in c && c.hidden));
    const chosen =
      (trail[depth] && children.includes(trail[depth])
        ? trail[depth]
        : visible.find((c) => c.kind !== 'link' && firstUrl(c, urlOf) && !('href' in c && c.href))) ??
      visible.find((c) => c.kind !== 'link');
    if (!chosen || !('label' in chosen)) break;
    levels.push({
      kind: chosen.kind as DivisionKind,
      items: visible
        .map((c) => divisionLink(c, c === chosen, urlOf, switchTarget(chosen, c, trail[depth] === chosen ? url : undefined, urlOf)))
        .filter((l): l is DivisionLink => l !== null),
    });
    breadcrumbs.push(chosen.label);
    division.push(children.indexOf(chosen));
    children = 'children' in chosen ? chosen.children : [];
    depth += 1;
  }
  const full = buildSidebar(children, url, byUrl, urlOf, trail);
  for (const item of trail.slice(depth)) if (item.kind === 'group') breadcrumbs.push(item.label);
  // The pager walks the whole division, including the groups whose items the page leaves out.
  const flat = flattenPages(full);
  const index = flat.findIndex((p) => p.url === hrefOf(url));
  const sidebar =
    flat.length > INLINE_LIMIT ? pruneSidebar(full, '', { division: division.join('.'), version: buildSidebarVersion(full) }) : full;
  return {
    levels,
    sidebar,
    breadcrumbs,
    prev: index > 0 ? flat[index - 1] : undefined,
    next: index >= 0 && index < flat.length - 1 ? flat[index + 1] : undefined,
  };
}

/**
 * Up to this many pages in a division, its sidebar is all inline (the cost is a few KB). Past it,
 * only the groups on the path to the current page are: a 1,223-operation API put 257 KB of links
 * into every page's HTML and as much again into its RSC payload (issue 12).
 */
export const INLINE_LIMIT = 40;

/** Replaces the items of every group off the current page's path by their address; a long one on it is windowed (sidebar-window). */
function pruneSidebar(items: SidebarItem[], parent: string, key: { division: string; version: string }): SidebarItem[] {
  return items.map((item, i): SidebarItem => {
    if (item.type !== 'group') return item;
    const group = parent ? `${parent}.${i}` : String(i);
    if (!item.active && !onPath.has(item))
      return { ...item, open: false, items: [], lazy: { ...key, group, first: flattenPages([item])[0] } };
    const current = item.items.findIndex((c) => (c.type === 'page' || c.type === 'group') && (c.active || onPath.has(c)));
    return {
      ...item,
      items: windowGroup(pruneSidebar(item.items, group, key), current, { label: item.label, lazy: { ...key, group } }),
    };
  });
}

/**
 * A short content hash of a division's sidebar, leaving out what depends on the current page: it
 * goes into the navigation resource's URL, so a cached answer is never reused for other content.
 */
export function buildSidebarVersion(items: SidebarItem[]): string {
  const text = JSON.stringify(items, (key, value: unknown) => (key === 'active' || key === 'open' ? undefined : value));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36) + text.length.toString(36);
}

/**
 * The sidebar items of the division at `division` (index path through the division levels, as in
 * LayoutModel.nav), built as for a page outside it (nothing active): what lazy groups load.
 */
export function buildDivisionSidebar(nav: NavRoot, byUrl: Map<string, RouteEntry>, division: number[]): SidebarItem[] | null {
  let children = nav.children;
  for (const index of division) {
    const chosen = children[index];
    if (!chosen || !('children' in chosen) || !DIVISIONS.has(chosen.kind)) return null;
    children = chosen.children;
  }
  return buildSidebar(children, '', byUrl, (item) => itemUrl(item, byUrl));
}

function itemUrl(item: NavItem, byUrl: Map<string, RouteEntry>): string | undefined {
  if (item.kind === 'page') return byUrl.has(pageUrl(item.entry)) ? pageUrl(item.entry) : undefined;
  if (item.kind === 'operation' || item.kind === 'webhook') return item.resolved?.url;
  return undefined;
}

/** The chain of navigation elements from the root down to the first entry for `url`. */
function findTrail(items: NavItem[], url: string, urlOf: (i: NavItem) => string | undefined): NavItem[] | null {
  for (const item of items) {
    if (urlOf(item) === url) return [item];
    if (item.kind === 'group' && item.root && pageUrl(item.root) === url) return [item];
    if ('children' in item) {
      const below = findTrail(item.children, url, urlOf);
      if (below) return [item, ...below];
    }
  }
  return null;
}

function firstUrl(item: NavItem, urlOf: (i: NavItem) => string | undefined): string | undefined {
  const own = urlOf(item);
  if (own) return own;
  if (item.kind === 'group' && item.root) return pageUrl(item.root);
  if (!('children' in item)) return undefined;
  for (const child of item.children) {
    if ('hidden' in child && child.hidden) continue;
    const found = firstUrl(child, urlOf);
    if (found) return found;
  }
  return undefined;
}

function divisionLink(
  item: NavItem,
  active: boolean,
  urlOf: (i: NavItem) => string | undefined,
  counterpart?: string,
): DivisionLink | null {
  if (!('label' in item)) return null;
  const href = 'href' in item ? item.href : undefined;
  const found = counterpart ?? firstUrl(item, urlOf);
  if (!href && !found) return null;
  // A page URL may hold characters a browser would misread (`?`, `#`, `%`): links encode them.
  const url = href ?? hrefOf(found!);
  const code = 'code' in item ? item.code : undefined;
  return {
    label: item.label,
    url,
    icon: 'icon' in item ? item.icon : undefined,
    ...('iconType' in item && item.iconType ? { iconType: item.iconType } : {}),
    ...('color' in item && item.color ? { color: item.color } : {}),
    ...('align' in item && item.align ? { align: item.align } : {}),
    active,
    external: Boolean(href && /^[a-z]+:/i.test(href)),
    ...(code ? { code } : {}),
  };
}

/**
 * A language or version switcher keeps the reader on the same page when the other side has it
 * (`url` is the current page, when it sits in the chosen division; its own entry links to it).
 */
function switchTarget(
  chosen: NavItem,
  other: NavItem,
  url: string | undefined,
  urlOf: (i: NavItem) => string | undefined,
): string | undefined {
  if (url === undefined || (chosen.kind !== 'language' && chosen.kind !== 'version') || other.kind !== chosen.kind) return undefined;
  if (other === chosen) return url;
  if (!chosen.code || !other.code) return undefined;
  return buildCounterpartUrl(url, { code: chosen.code }, { code: other.code, children: other.children }, chosen.kind, urlOf);
}

/**
 * Groups on the path to the current page. A hidden page is on no list, so its group is not
 * `active`; it is still the page's own group and must stay inline (see pruneSidebar).
 */
const onPath = new WeakSet<SidebarItem>();

function buildSidebar(
  items: NavItem[],
  url: string,
  byUrl: Map<string, RouteEntry>,
  urlOf: (i: NavItem) => string | undefined,
  trail: NavItem[] = [],
): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if ('hidden' in item && item.hidden) continue;
    if (item.kind === 'group') {
      const inner = buildSidebar(item.children, url, byUrl, urlOf, trail);
      const rootUrl = item.root ? pageUrl(item.root) : undefined;
      const active = rootUrl === url || containsActive(inner);
      const group: SidebarItem = {
        type: 'group',
        label: item.label,
        icon: item.icon,
        tag: item.tag,
        url: rootUrl && hrefOf(rootUrl),
        open: active || item.expanded !== false,
        active,
        items: inner,
      };
      if (trail.includes(item)) onPath.add(group);
      out.push(group);
    } else if (item.kind === 'link') {
      out.push({ type: 'link', label: item.label, url: item.href, icon: item.icon });
    } else if (item.kind === 'page' || item.kind === 'operation' || item.kind === 'webhook') {
      const target = urlOf(item);
      const route = target ? byUrl.get(target) : undefined;
      if (!target || !route || (item.kind === 'page' && route.frontmatter?.hidden)) continue;
      if (route.kind !== 'page' && route.hidden) continue;
      // Frontmatter `url` (Mintlify organize/pages.mdx): the entry links out instead of to the page.
      const external = route.kind === 'page' ? route.frontmatter?.url : undefined;
      if (external) {
        out.push({ type: 'link', label: route.sidebarTitle ?? route.title, url: external, icon: route.icon });
        continue;
      }
      out.push({
        type: 'page',
        label: route.sidebarTitle ?? route.title,
        url: hrefOf(target),
        icon: route.icon,
        tag: route.tag,
        active: target === url,
        method: route.kind === 'webhook' ? 'HOOK' : route.kind === 'endpoint' || route.kind === 'page' ? route.method : undefined,
        deprecated: route.deprecated,
      });
    } else if ('label' in item && 'href' in item && item.href) {
      out.push({ type: 'link', label: item.label, url: item.href, icon: item.icon });
    }
  }
  return out;
}

function containsActive(items: SidebarItem[]): boolean {
  return items.some((i) => (i.type === 'page' && i.active) || (i.type === 'group' && i.active));
}
