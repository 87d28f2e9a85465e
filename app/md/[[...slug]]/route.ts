import { canView, hasGating } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { buildPageExport } from '@/lib/llms/page-markdown';
import { getSite } from '@/lib/site/get-site';
import { urlOfParams } from '@/lib/site/page-href';
import { PRERENDERED_MARKDOWN_PARAMS } from '@/lib/site/prerender-plan';
import { indexAliasOf } from '@/lib/site/redirects';

export const dynamicParams = true;

/**
 * Every page's Markdown variant (reached as `<page>.md` via a rewrite). On a site without gating
 * the home page's is written at build and every other renders on its first request, then is
 * served from Next's cache (lib/site/prerender-plan: most twins are never asked for, and they
 * were half the files of a big API's build). On a site with gating the same one path's
 * build-time render reaches `connection()`, so the route is dynamic and each twin is answered per
 * request for its reader, like the pages themselves (app/[[...slug]]/page.tsx).
 */
export function generateStaticParams() {
  return PRERENDERED_MARKDOWN_PARAMS;
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
