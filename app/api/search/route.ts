import { canView } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { buildSearchScope } from '@/lib/search/search-scope';
import { searchSite } from '@/lib/search/search-site';
import { getSite } from '@/lib/site/get-site';

/**
 * `GET /api/search?q=&from=`: the top hits for a query, searched on the server (see
 * lib/search/search-site), only among the pages the reader may view, in the language and version
 * of the page at `from` (lib/search/search-scope).
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = params.get('q') ?? '';
  const site = await getSite();
  const viewer = await getViewerFor(site);
  const inScope = buildSearchScope(site, params.get('from'));
  const hits = await searchSite(site, query, (route) => canView(route, viewer) && inScope(route));
  return Response.json({ query, hits }, { headers: { 'cache-control': 'private, no-store' } });
}
