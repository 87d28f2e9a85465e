import { canView, hasGating } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { canUsePlaygroundAt } from '@/lib/auth/playground-access';
import { createProxyHandler } from '@/lib/playground/proxy/create-proxy-handler';
import { getSite } from '@/lib/site/get-site';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The playground proxy (lib/playground/proxy). Configuration is read here, at the app edge:
 * LECTERN_PROXY_ALLOW_PRIVATE=1 lets it reach loopback/private addresses (intranet APIs; on
 * automatically under `next dev`), LECTERN_PROXY_ALLOW is a comma-separated list of extra base
 * URLs for the page's operation, SITE_URL is the site's public origin: the only thing a relative
 * server URL may mean to the proxy. Without it, relative servers are not proxied at all (the
 * playground sends those requests from the browser, to its own origin).
 */
const handler = createProxyHandler({
  // The site as this request's reader sees it: a page they may not open does not exist here.
  // Only the route lookup is filtered: the proxy never reads the navigation, and a site without
  // gating is passed through untouched.
  getSite: async () => {
    const site = await getSite();
    if (!hasGating(site)) return site;
    const viewer = await getViewerFor(site);
    return { ...site, byUrl: new Map([...site.byUrl].filter(([, route]) => canView(route, viewer))) };
  },
  allowPrivate: process.env.LECTERN_PROXY_ALLOW_PRIVATE === '1' || process.env.NODE_ENV === 'development',
  allow: (process.env.LECTERN_PROXY_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  siteOrigin: toOrigin(process.env.SITE_URL),
  // Access is checked where the request is served: a reader who may not see the page, or may
  // not use its playground, gets a refusal, whatever the page's HTML showed them.
  canUse: async (route) => {
    const site = await getSite();
    return canUsePlaygroundAt(site, route.url, await getViewerFor(site));
  },
});

export { handler as DELETE, handler as GET, handler as HEAD, handler as OPTIONS, handler as PATCH, handler as POST, handler as PUT };

/** SITE_URL's origin; a malformed value pins nothing rather than failing every request. */
function toOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
