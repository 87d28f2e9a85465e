import { isMdxEndpointPage } from '../content/mdx-endpoint';
import type { PlaygroundDisplay, RouteEntry, Site } from '../site/types';
import { canView } from './access';
import { isMember, type Viewer } from './viewer';

/** What an endpoint page shows: the request builder, the endpoint without it, or nothing. */
export type PlaygroundMode = 'interactive' | 'simple' | 'none';

/** `api.playground` of docs.json, as the playground rules read it. */
export type PlaygroundSettings = { display?: PlaygroundDisplay };

/** The route fields the rules read: a RouteEntry, or an operation's `x-docs.metadata` fields. */
export type PlaygroundTarget = { playground?: PlaygroundDisplay; playgroundGroups?: string[] };

/**
 * The playground `viewer` gets on a page (docs/docs-json.md `api.playground.display`, issue 5):
 * the page's own `playground` (frontmatter or `x-docs.metadata`) overrides the site's display;
 * `auth` is interactive for signed-in readers, only members when the page lists `groups`, and
 * nothing (as `none`) for everyone else.
 */
export function getPlaygroundMode(target: PlaygroundTarget, viewer: Viewer, settings: PlaygroundSettings = {}): PlaygroundMode {
  const display = target.playground ?? settings.display ?? 'interactive';
  if (display !== 'auth') return display;
  if (!viewer.signedIn) return 'none';
  if (target.playgroundGroups?.length && !isMember(viewer, target.playgroundGroups)) return 'none';
  return 'interactive';
}

/**
 * Whether `viewer` may use the interactive playground of this route or operation: what the
 * playground slot renders and what the proxy enforces. Check `canView` first for a route; this
 * only answers for the playground.
 */
export function canUsePlayground(target: PlaygroundTarget, viewer: Viewer, settings: PlaygroundSettings = {}): boolean {
  return getPlaygroundMode(target, viewer, settings) === 'interactive';
}

/** The site's `api.playground` settings. */
export function playgroundSettings(site: Pick<Site, 'config'>): PlaygroundSettings {
  const display = (site.config as { api?: { playground?: { display?: PlaygroundDisplay } } } | null)?.api?.playground?.display;
  return display ? { display } : {};
}

/**
 * For the proxy: may `viewer` send requests from the playground of the page at `pageUrl`?
 * False when the page does not exist, is not an endpoint (generated, or hand-written with
 * frontmatter `api`), is hidden from the viewer, or its playground is not interactive for them.
 */
export function canUsePlaygroundAt(site: Site, pageUrl: string, viewer: Viewer): boolean {
  const route: RouteEntry | undefined = site.byUrl.get(pageUrl);
  if (!route || (route.kind !== 'endpoint' && route.kind !== 'webhook' && !isMdxEndpointPage(route)) || !canView(route, viewer))
    return false;
  return canUsePlayground(route, viewer, playgroundSettings(site));
}
