import type { NavItem, NavRoot } from '../config/types';
import { pageUrl } from '../content/page-file';
import { ancestorLevels, resolveAccess } from '../site/route-access';
import type { RouteEntry, Site } from '../site/types';
import { ANONYMOUS, isMember, type Viewer } from './viewer';

/**
 * Whether `viewer` may see the page behind `entry` (the rules, resolved at load time into
 * `entry.groups` and `entry.public`, see lib/site/route-access): `groups` admits only signed-in
 * members; `public: false` only signed-in readers; anything else everyone. A reader who may not
 * see a page gets a 404 and finds it nowhere else either (nav, search, exports, specs).
 */
export function canView(entry: Pick<RouteEntry, 'groups' | 'public'>, viewer: Viewer): boolean {
  if (entry.groups?.length) return isMember(viewer, entry.groups);
  if (entry.public === false) return viewer.signedIn;
  return true;
}

/**
 * Whether any reader is treated differently from a signed-out one: some page is not public, or
 * some playground needs sign-in. On such a site, with sign-in configured, a signed-in reader's docs
 * pages are rendered per request (proxy.ts, app/docs-route.tsx); everyone else, and every
 * reader of a site without gating, is served the prerendered public pages.
 */
export function hasGating(site: Pick<Site, 'routes' | 'config'>): boolean {
  let gated = gating.get(site.routes);
  if (gated === undefined) {
    const display = (site.config as { api?: { playground?: { display?: string } } } | null)?.api?.playground?.display;
    gated = display === 'auth' || site.routes.some((r) => r.playground === 'auth' || !canView(r, ANONYMOUS));
    gating.set(site.routes, gated);
  }
  return gated;
}

/** Per route list (one per loaded site): asked several times per request, by layout, page and metadata. */
const gating = new WeakMap<object, boolean>();

/**
 * The navigation tree as `viewer` may see it: pages, operations and webhooks they cannot view are
 * removed, and so are groups and divisions left empty (their labels may name what they hold) and
 * links on elements gated away from them.
 */
export function filterNav(nav: NavRoot, viewer: Viewer, byUrl: Map<string, RouteEntry>): NavRoot {
  const visibleUrl = (url: string | undefined) => {
    const route = url ? byUrl.get(url) : undefined;
    return Boolean(route && canView(route, viewer));
  };
  const filter = (items: NavItem[], ancestors: NavItem[]): NavItem[] => {
    const out: NavItem[] = [];
    for (const item of items) {
      if (item.kind === 'page') {
        if (visibleUrl(pageUrl(item.entry))) out.push(item);
      } else if (item.kind === 'operation' || item.kind === 'webhook') {
        if (visibleUrl(item.resolved?.url)) out.push(item);
      } else if (item.kind === 'link') {
        if (canView(resolveAccess(ancestorLevels([...ancestors, item], nav)), viewer)) out.push(item);
      } else {
        const children = filter(item.children, [...ancestors, item]);
        const root = item.kind === 'group' && item.root && visibleUrl(pageUrl(item.root)) ? item.root : undefined;
        const linkOnly = 'href' in item && item.href && item.children.length === 0;
        if (children.length || root || (linkOnly && canView(resolveAccess(ancestorLevels([...ancestors, item], nav)), viewer))) {
          out.push(item.kind === 'group' ? { ...item, root, children } : { ...item, children });
        }
      }
    }
    return out;
  };
  return { ...nav, children: filter(nav.children, []), global: filter(nav.global, []) };
}

/**
 * The site as `viewer` may see it: the same object shape, with routes and navigation filtered.
 * Pass this, never the whole site, to anything that renders navigation or lists pages.
 */
export function visibleSite(site: Site, viewer: Viewer): Site {
  const routes = site.routes.filter((r) => canView(r, viewer));
  return { ...site, routes, byUrl: new Map(routes.map((r) => [r.url, r])), nav: site.nav && filterNav(site.nav, viewer, site.byUrl) };
}
