/**
 * The operation behind an endpoint page, looked up server-side from the route table. The proxy
 * derives the servers it may forward to from this, never from anything the browser sends.
 */
import { isMdxEndpointPage } from '../content/mdx-endpoint';
import { findOperation, findWebhook } from '../openapi/operations';
import type { RouteEntry, Site, SiteOperation } from '../site/types';

export type RouteOperation = SiteOperation;

/**
 * The spec and operation of an endpoint or webhook route, or of a hand-written endpoint page
 * (frontmatter `api`: registered when the site loads, lib/site/hand-written-endpoints);
 * undefined for any other page.
 */
export function getRouteOperation(
  site: Pick<Site, 'specs' | 'handWrittenEndpoints'>,
  route: RouteEntry | undefined,
): RouteOperation | undefined {
  if (route && isMdxEndpointPage(route)) return site.handWrittenEndpoints.get(route.url);
  if (!route?.spec || (route.kind !== 'endpoint' && route.kind !== 'webhook')) return undefined;
  const spec = site.specs.get(route.spec);
  if (!spec) return undefined;
  const entry =
    route.kind === 'webhook'
      ? route.name
        ? findWebhook(spec.doc, route.name)
        : undefined
      : route.method && route.path !== undefined
        ? findOperation(spec.doc, route.method, route.path)
        : undefined;
  return entry ? { spec, entry } : undefined;
}
