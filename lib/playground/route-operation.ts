/**
 * The operation behind an endpoint page, looked up server-side from the route table. The proxy
 * derives the servers it may forward to from this, never from anything the browser sends.
 */
import type { EndpointField } from '../content/endpoint-fields';
import { buildMdxEndpoint, isMdxEndpointPage } from '../content/mdx-endpoint';
import { findOperation, findWebhook, type OperationEntry } from '../openapi/operations';
import type { LoadedSpec } from '../openapi/types';
import type { RouteEntry, Site } from '../site/types';

export type RouteOperation = { spec: LoadedSpec; entry: OperationEntry };

/**
 * The spec and operation of an endpoint or webhook route, or of a hand-written endpoint page
 * (frontmatter `api`, servers and auth from docs.json `api.mdx`: lib/content/mdx-endpoint);
 * undefined for any other page. `fields` are a hand-written page's `ParamField`s: the proxy
 * needs only the servers and leaves them out.
 */
export function getRouteOperation(
  site: Pick<Site, 'specs' | 'config'>,
  route: RouteEntry | undefined,
  fields?: EndpointField[],
): RouteOperation | undefined {
  if (route && isMdxEndpointPage(route)) return getMdxOperation(site, route, fields);
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

function getMdxOperation(site: Pick<Site, 'config'>, route: RouteEntry, fields?: EndpointField[]): RouteOperation | undefined {
  const { endpoint } = buildMdxEndpoint({
    api: route.frontmatter?.api,
    authMethod: route.frontmatter?.authMethod,
    title: route.title,
    mdx: site.config?.api?.mdx,
    fields,
  });
  if (!endpoint) return undefined;
  // One credential store for every hand-written page on the same servers (docs.json `api.mdx.auth` is site-wide).
  const source = `api.mdx ${(endpoint.doc.servers as { url: string }[]).map((s) => s.url).join(' ')}`.trim();
  return { spec: { source, file: route.file, format: 'yaml', version: '3.1', doc: endpoint.doc }, entry: endpoint.entry };
}
