import { canView, hasGating } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { canUsePlaygroundAt } from '@/lib/auth/playground-access';
import { createProxyHandler } from '@/lib/playground/proxy/create-proxy-handler';
import { getSite } from '@/lib/site/get-site';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The playground proxy (lib/playground/proxy). Configuration is read here, at the app edge:
 * LECTERN_PROXY_ALLOW_PRIVATE=1 lets it reach loopback/private addresses (set by the test and
 * dev scripts; on automatically under `next dev`), LECTERN_PROXY_ALLOW is a comma-separated list
 * of extra URL prefixes, SITE_URL pins the origin that relative server URLs resolve against.
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
  allow: (process.env.LECTERN_PROXY_ALLOW ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  siteOrigin: process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : undefined,
  // Access is checked where the request is served: a reader who may not see the page, or may
  // not use its playground, gets a refusal, whatever the page's HTML showed them.
  canUse: async (route) => {
    const site = await getSite();
    return canUsePlaygroundAt(site, route.url, await getViewerFor(site));
  },
});

export { handler as DELETE, handler as GET, handler as HEAD, handler as OPTIONS, handler as PATCH, handler as POST, handler as PUT };
