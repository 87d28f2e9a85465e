import { searchSite } from '@/lib/search/search-site';
import { getSite } from '@/lib/site/get-site';

/** `GET /api/search?q=`: the top hits for a query, searched on the server (see lib/search/search-site). */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const hits = await searchSite(await getSite(), query);
  return Response.json({ query, hits }, { headers: { 'cache-control': 'no-store' } });
}
