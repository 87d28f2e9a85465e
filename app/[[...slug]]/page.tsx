import type { Metadata } from 'next';
import { canView } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { getSite } from '@/lib/site/get-site';
import { isPrerenderedAtBuild, paramsOfUrl } from '@/lib/site/prerender-plan';
import { buildDocsMetadata, renderDocsRoute } from '../docs-route';

type Params = { slug?: string[] };

/*
 * The docs as a signed-out reader sees them, on every site (see ../docs-route.tsx): static. No
 * cookie is read here, so Next prerenders it and serves the files; signed-in readers of a gated
 * site never reach it (proxy.ts rewrites them to the reader route).
 *
 * Directly under the root layout, in no route group (issue 12, disk per page): a group is a segment
 * of its own in every page's RSC payload, which Next writes four times per page, and Next gave it a
 * second copy of the root's 404 tree (e2e/big-api/payload.spec.ts).
 */

/**
 * Every URL a signed-out reader may see, as the build plan lists them (lib/site/prerender-plan:
 * generated schema pages render on their first request, then are served from Next's cache). Gated
 * pages are left out, so their content is never rendered at build; asked for, they render on
 * demand for the signed-out reader, which is the same 404 a missing URL gets. URLs that cannot be
 * prerendered (a segment too long for a file name, or holding `%`, `?`, `#`: see isPrerenderable)
 * render on their first request too, so no operation summary can fail the build.
 */
export async function generateStaticParams(): Promise<Params[]> {
  // `next dev` renders every page on request anyway, and asks for these params in a worker of its
  // own, which loaded the whole site for nothing before the writer's first page (issue 12).
  if (process.env.NODE_ENV === 'development') return [];
  const site = await getSite();
  return site.routes.filter((r) => canView(r, ANONYMOUS) && isPrerenderedAtBuild(r)).map((r) => paramsOfUrl(r.url));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return buildDocsMetadata((await params).slug, ANONYMOUS);
}

export default function Page(props: { params: Promise<Params> }) {
  return renderDocsRoute(props, ANONYMOUS);
}
