import { hasGating, visibleSite } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { problemResponse } from '@/lib/http/problem';
import { getSite } from '@/lib/site/get-site';
import { getNavGroup } from '@/lib/site/nav-group';

/**
 * `GET /api/site/nav?division=&group=&v=`: the items of a sidebar group that a page left out
 * (issue 12: a page carries its own group, not the whole API). Filtered for the reader where the
 * tree is read, as the pages are. Without gating every reader gets the same answer, so it is
 * cached for good when `v` names the current content (the page put it in the URL); with gating
 * it is the reader's own and never stored.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const site = await getSite();
  const viewer = await getViewerFor(site);
  const seen = visibleSite(site, viewer);
  const found = seen.nav ? getNavGroup(seen.nav, seen.byUrl, params.get('division') ?? '', params.get('group') ?? '') : undefined;
  if (!found) {
    const detail = 'No navigation group at this address; reload the page to get the current navigation.';
    return problemResponse({ type: 'about:blank', title: 'Navigation group not found', status: 404, detail, code: 'route_not_found' });
  }
  const cache = hasGating(site)
    ? 'private, no-store'
    : params.get('v') === found.version
      ? 'public, max-age=31536000, immutable'
      : 'public, no-cache';
  return Response.json({ items: found.items, version: found.version }, { headers: { 'cache-control': cache } });
}
