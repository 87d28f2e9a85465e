import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { DocsPage } from '@/components/docs/docs-page';
import { getSite } from '@/lib/site/get-site';
import { matchRedirect, type Redirect } from '@/lib/site/redirects';

type Params = { slug?: string[] };

function urlOf(slug: string[] | undefined): string {
  return `/${(slug ?? []).map(decodeURIComponent).join('/')}`;
}

/** Every URL of the route table is rendered at build time. */
export async function generateStaticParams(): Promise<Params[]> {
  const site = await getSite();
  return site.routes.map((r) => ({ slug: r.url === '/' ? [] : r.url.slice(1).split('/') }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const route = (await getSite()).byUrl.get(urlOf((await params).slug));
  if (!route) return { title: 'Page not found' };
  return {
    title: route.title,
    description: route.description,
    keywords: route.frontmatter?.keywords,
    robots: route.noindex ? { index: false } : undefined,
  };
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const site = await getSite();
  const url = urlOf((await params).slug);
  const route = site.byUrl.get(url);
  if (!route) {
    // docs.json `redirects` keep old links alive; only URLs without a page are redirected.
    const moved = matchRedirect((site.config as { redirects?: Redirect[] } | null)?.redirects, url);
    if (moved) (moved.permanent ? permanentRedirect : redirect)(moved.destination);
  }
  if (!route || !site.nav) notFound();
  return <DocsPage site={site} route={route} />;
}
