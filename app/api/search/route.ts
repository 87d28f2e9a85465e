import { buildSearchIndex } from '@/lib/search/build-index';
import { getSite } from '@/lib/site/get-site';

// Built once at build time: every route is public until sign-in and groups land, and then the
// index is built per viewer from the routes that viewer may see.
export const dynamic = 'force-static';

/** The serialised search index of the site (MiniSearch JSON), loaded by the search dialog. */
export async function GET() {
  const site = await getSite();
  const body = await buildSearchIndex(site, site.routes);
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
