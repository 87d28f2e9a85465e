import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { DocsPage } from '@/components/docs/docs-page';
import { SocialMeta } from '@/components/docs/social-meta';
import { canView, visibleSite } from '@/lib/auth/access';
import { setRenderViewer } from '@/lib/auth/render-viewer';
import type { Viewer } from '@/lib/auth/viewer';
import { buildPageMetadata, pageSocialTags } from '@/lib/page-meta/head-metadata';
import { getSite } from '@/lib/site/get-site';
import { hrefOf, urlOfParams } from '@/lib/site/page-href';
import { indexAliasOf, matchRedirect, type Redirect } from '@/lib/site/redirects';
import type { RouteEntry, Site } from '@/lib/site/types';

/*
 * Rendering strategy (issues 5 and 12). Every docs URL is prerendered at build time for the
 * signed-out reader (app/[[...slug]]), on every site, gated or not: a public page's bytes,
 * navigation included, are what a signed-out reader may see, so no gated page, label or link can
 * sit in a prerendered file. A signed-in reader of a site with gating is rewritten by proxy.ts to
 * app/%5Flectern/reader/[key]/[[...slug]], rendered per request for that reader's session (their
 * sidebar lists the gated pages they may see). Both routes render through the functions here, so
 * they differ only in the reader.
 */

type Params = { slug?: string[] };

/** The metadata of the page at `slug` as `viewer` may see it (a hidden page has a missing page's). */
export async function buildDocsMetadata(slug: string[] | undefined, viewer: Viewer): Promise<Metadata> {
  const site = await getSite();
  const route = findVisibleRoute(site, urlOfParams(site.byUrl, slug), viewer);
  if (!route) return { title: 'Page not found' };
  return buildPageMetadata(route, site.config);
}

/**
 * The page at `url` if the reader may see it. A page the reader may not see is treated exactly
 * like a page that does not exist (redirect rules, then the same 404), and the answer must not
 * tell the two apart: the reader is known before the lookup, so both paths take the same steps.
 */
function findVisibleRoute(site: Site, url: string, viewer: Viewer): RouteEntry | undefined {
  const found = site.byUrl.get(url);
  return found && canView(found, viewer) ? found : undefined;
}

/**
 * The docs page at `slug` for `viewer`: the page, a docs.json redirect, the `/a/b/index` alias,
 * or the 404. The viewer is also recorded for the playground slots deeper in the tree
 * (lib/auth/render-viewer), which must decide for the same reader as the page.
 */
export async function renderDocsRoute({ params }: { params: Promise<Params> }, viewer: Viewer) {
  const site = await getSite();
  const url = urlOfParams(site.byUrl, (await params).slug);
  setRenderViewer(viewer);
  const route = findVisibleRoute(site, url, viewer);
  if (!route) {
    // docs.json `redirects` keep old links alive; only URLs without a page are redirected.
    const moved = matchRedirect((site.config as { redirects?: Redirect[] } | null)?.redirects, url);
    if (moved) (moved.permanent ? permanentRedirect : redirect)(moved.destination);
    // `/a/b/index` is the page at `/a/b`, when this reader may see it (otherwise: the same 404).
    const alias = indexAliasOf(url);
    const target = alias === undefined ? undefined : site.byUrl.get(alias);
    if (alias !== undefined && target && canView(target, viewer)) permanentRedirect(hrefOf(alias));
  }
  // docs.json `errors.404.redirect` (Mintlify customize/custom-404-page.mdx): home instead of the 404.
  if (!route && url !== '/' && site.config?.errors?.['404']?.redirect === true) redirect('/');
  if (!route || !site.nav) notFound();
  return (
    <>
      <SocialMeta tags={pageSocialTags(route, site.config)} />
      <DocsPage site={visibleSite(site, viewer)} route={route} />
    </>
  );
}
