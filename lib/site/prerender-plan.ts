import { isPrerenderable } from './page-href';
import type { RouteEntry } from './types';

/**
 * The build-time plan for one docs site (issue 12): which pages `next build` writes as files and
 * which render on their first request and are then served from Next's cache, as files too.
 *
 * Prerendered: every page a reader reaches from the navigation (MDX pages, endpoint and webhook
 * pages). On demand: the schema pages (`/<api>/schemas/<name>`) and the `.md` twins of every page.
 * Neither is in the sidebar; readers reach a schema page from a link on an endpoint page and AI
 * agents ask for a twin now and then, so most of them are never requested. On the GitHub REST
 * spec they were 3,162 of the 4,392 files Next planned (969 schema pages, 2,193 twins); rendered
 * on demand they cost nothing at build, and the first request renders exactly what the build
 * would have written (the same route, the same code, the same route table).
 */

/**
 * Is this route one of the pages the build writes (the signed-out reader's access is checked by the
 * caller)? A schema page an MDX page makes (frontmatter `openapi-schema`) sits in the navigation
 * like any page and is written; the generated ones are not.
 */
export function isPrerenderedAtBuild(route: Pick<RouteEntry, 'url' | 'kind' | 'inNav'>): boolean {
  return (route.kind !== 'schema' || route.inNav) && isPrerenderable(route.url);
}

/** The catch-all params of a site URL (`/` is the empty slug). */
export function paramsOfUrl(url: string): { slug: string[] } {
  return { slug: url === '/' ? [] : url.slice(1).split('/') };
}

/**
 * The `.md` twins the build writes: only the home page's. One listed path keeps the route static
 * (served from Next's cache) with every other twin rendered on its first request; on a site with
 * gating the same path renders per request (app/md/[[...slug]]/route.ts).
 */
export const PRERENDERED_MARKDOWN_PARAMS: readonly { slug: string[] }[] = [{ slug: [] }];
