import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { DocsPage } from '@/components/docs/docs-page';
import { canView, hasGating, visibleSite } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import type { Viewer } from '@/lib/auth/viewer';
import { getSite } from '@/lib/site/get-site';
import { hrefOf, isPrerenderable, urlOfParams } from '@/lib/site/page-href';
import { indexAliasOf, matchRedirect, type Redirect } from '@/lib/site/redirects';
import type { RouteEntry, Site } from '@/lib/site/types';

type Params = { slug?: string[] };


/*
 * Rendering strategy (issue 5). A site without gating (every page public, no `playground: auth`)
 * is fully static: every URL is prerendered at build time for the signed-out reader, and no
 * cookie is ever read. A site with any gating renders every docs page per request instead, for
 * the reader of that request: the sidebar, tabs, pager and breadcrumbs of even a public page
 * list the gated pages a member may see, so no page of such a site can be shared between
 * readers. Nothing is prerendered there (generateStaticParams returns no path), so no gated
 * page, label or link can sit in a prerendered HTML file or RSC payload; `connection()` and the
 * cookie read in getViewerFor keep Next from caching any of these renders.
 */

/**
 * Every URL of the route table, when the site has no gating. With gating, only the home URL:
 * rendering it at build reaches `connection()` first, which tells Next the route is dynamic, so
 * it is rendered per request and nothing of it is kept (an empty list would leave the route
 * "static" and make Next refuse per-request renders). URLs that cannot be prerendered (a segment
 * too long for a file name, or holding `%`, `?`, `#`: see isPrerenderable) are left out and render
 * on their first request, so no operation summary can fail the build.
 */
export async function generateStaticParams(): Promise<Params[]> {
  const site = await getSite();
  if (hasGating(site)) return [{ slug: [] }];
  return site.routes.filter((r) => isPrerenderable(r.url)).map((r) => ({ slug: r.url === '/' ? [] : r.url.slice(1).split('/') }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const site = await getSite();
  const { route } = await findVisibleRoute(site, urlOfParams(site.byUrl, (await params).slug));
  if (!route) return { title: 'Page not found' };
  return {
    title: route.title,
    description: route.description,
    keywords: route.frontmatter?.keywords,
    robots: route.noindex || route.groups?.length || route.public === false ? { index: false } : undefined,
  };
}

/**
 * The page at `url` if the reader may see it. A page the reader may not see is treated exactly
 * like a page that does not exist (redirect rules, then the same 404), and the answer must not
 * tell the two apart, down to the order in which the response streams: both paths take the
 * same steps, reader first, then the lookup (resolving the reader only for pages that exist
 * made a gated URL's 404 stream its rows in another order than a missing one's).
 */
async function findVisibleRoute(site: Site, url: string): Promise<{ route?: RouteEntry; viewer: Viewer }> {
  const viewer = await getViewerFor(site);
  const found = site.byUrl.get(url);
  return { route: found && canView(found, viewer) ? found : undefined, viewer };
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const site = await getSite();
  const url = urlOfParams(site.byUrl, (await params).slug);
  const { route, viewer } = await findVisibleRoute(site, url);
  if (!route) {
    // docs.json `redirects` keep old links alive; only URLs without a page are redirected.
    const moved = matchRedirect((site.config as { redirects?: Redirect[] } | null)?.redirects, url);
    if (moved) (moved.permanent ? permanentRedirect : redirect)(moved.destination);
    // `/a/b/index` is the page at `/a/b`, when this reader may see it (otherwise: the same 404).
    const alias = indexAliasOf(url);
    const target = alias === undefined ? undefined : site.byUrl.get(alias);
    if (alias !== undefined && target && canView(target, viewer)) permanentRedirect(hrefOf(alias));
  }
  if (!route || !site.nav) notFound();
  return <DocsPage site={visibleSite(site, viewer)} route={route} />;
}
