import { hasGating, visibleSite } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { problemResponse } from '@/lib/http/problem';
import { getSite } from '@/lib/site/get-site';
import { loadFieldsFromQuery } from '@/components/openapi/fields-resource';

/**
 * `GET /api/site/fields?…&v=`: a closed nested level of fields that an endpoint page left out
 * (issue 12: closed levels load when opened, components/openapi/deferred-place.ts). Read from the
 * reader's visible site, as the page is: a page the reader may not see has no levels. Without
 * gating every reader gets the same answer, cached for good when `v` names the level's current
 * version (the page put it in the URL); with gating it is the reader's own and never stored.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const site = await getSite();
  const seen = visibleSite(site, await getViewerFor(site));
  const result = await loadFieldsFromQuery(site, seen, query);
  if (!('level' in result)) {
    const title = result.status === 400 ? 'Request failed validation' : 'Fields not found';
    const code = result.status === 400 ? 'validation_error' : 'route_not_found';
    return problemResponse({ type: 'about:blank', title, status: result.status, detail: result.detail, code });
  }
  const cache = hasGating(site)
    ? 'private, no-store'
    : query.get('v') === result.level.version
      ? 'public, max-age=31536000, immutable'
      : 'public, no-cache';
  return Response.json(result.level, { headers: { 'cache-control': cache } });
}
