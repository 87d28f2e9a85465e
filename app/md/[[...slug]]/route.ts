import { canView, hasGating } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { buildPageExport } from '@/lib/llms/page-markdown';
import { getSite } from '@/lib/site/get-site';
import { isPrerenderable, urlOfParams } from '@/lib/site/page-href';
import { indexAliasOf } from '@/lib/site/redirects';

export const dynamicParams = true;

/**
 * Every page's Markdown variant, pre-rendered at build time (reached as `<page>.md` via a rewrite)
 * when the site has no gating; on a site with gating each is answered per request for its reader,
 * like the pages themselves (app/(docs)/[[...slug]]/page.tsx).
 */
export async function generateStaticParams() {
  const site = await getSite();
  // With gating, one path whose build-time render reaches `connection()`, so the route is dynamic.
  if (hasGating(site)) return [{ slug: [] }];
  // As for the pages: a URL that cannot be a file name renders on request (see isPrerenderable).
  return site.routes.filter((r) => isPrerenderable(r.url)).map((r) => ({ slug: r.url === '/' ? [] : r.url.slice(1).split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  const site = await getSite();
  const url = urlOfParams(site.byUrl, slug);
  // `/a/b/index.md` is the Markdown of the page at `/a/b`, as `/a/b/index` is that page.
  const route = site.byUrl.get(url) ?? site.byUrl.get(indexAliasOf(url) ?? '');
  const viewer = await getViewerFor(site);
  if (!route || !canView(route, viewer))
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers = { 'content-type': 'text/markdown; charset=utf-8', ...(hasGating(site) ? { 'cache-control': 'private, no-store' } : {}) };
  return new Response(await buildPageExport(site, route), { headers });
}
