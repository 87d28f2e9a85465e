import { canView } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { searchSite } from '@/lib/search/search-site';
import { getSite } from '@/lib/site/get-site';

/**
 * `GET /api/search?q=`: the top hits for a query, searched on the server (see lib/search/search-site),
 * only among the pages the reader may view.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const site = await getSite();
  const viewer = await getViewerFor(site);
  const hits = await searchSite(site, query, (route) => canView(route, viewer));
  return Response.json({ query, hits }, { headers: { 'cache-control': 'private, no-store' } });
}
