import { hasGating, visibleSite } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { problemResponse } from '@/lib/http/problem';
import { getSite } from '@/lib/site/get-site';
import { loadFieldsLevel } from '@/components/openapi/fields-resource';

/**
 * `GET /api/site/fields?page=&at=&v=`: a nested level of fields that an endpoint page left out
 * (issue 12: closed levels load when opened, components/openapi/deferred-place.ts). Read from the
 * reader's visible site, as the page is: a page the reader may not see has no levels. Without
 * gating every reader gets the same answer, cached for good when `v` names the level's current
 * version (the page put it in the URL); with gating it is the reader's own and never stored.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const page = params.get('page');
  const at = params.get('at');
  if (!page || !at) {
    const detail = 'Name the page (`page`, its URL path) and the field (`at`, its anchor) whose nested fields to draw.';
    return problemResponse({ type: 'about:blank', title: 'Request failed validation', status: 400, detail, code: 'validation_error' });
  }
  const site = await getSite();
  const seen = visibleSite(site, await getViewerFor(site));
  const level = await loadFieldsLevel(seen, page, at);
  if (!level) {
    const detail = `No nested fields of ${JSON.stringify(at)} are served for ${JSON.stringify(page)}; reload the page to get its current fields.`;
    return problemResponse({ type: 'about:blank', title: 'Fields not found', status: 404, detail, code: 'route_not_found' });
  }
  const cache = hasGating(site)
    ? 'private, no-store'
    : params.get('v') === level.version
      ? 'public, max-age=31536000, immutable'
      : 'public, no-cache';
  return Response.json(level, { headers: { 'cache-control': cache } });
}
