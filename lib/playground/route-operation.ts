/**
 * The operation behind an endpoint page, looked up server-side from the route table. The proxy
 * derives the servers it may forward to from this, never from anything the browser sends.
 */
import { findOperation, findWebhook, type OperationEntry } from '../openapi/operations';
import type { LoadedSpec } from '../openapi/types';
import type { RouteEntry, Site } from '../site/types';

export type RouteOperation = { spec: LoadedSpec; entry: OperationEntry };

/** The spec and operation of an endpoint or webhook route, or undefined for any other page. */
export function getRouteOperation(site: Pick<Site, 'specs'>, route: RouteEntry | undefined): RouteOperation | undefined {
  if (!route?.spec || (route.kind !== 'endpoint' && route.kind !== 'webhook')) return undefined;
  const spec = site.specs.get(route.spec);
  if (!spec) return undefined;
  const entry = route.kind === 'webhook' ? (route.name ? findWebhook(spec.doc, route.name) : undefined) : route.method && route.path !== undefined ? findOperation(spec.doc, route.method, route.path) : undefined;
  return entry ? { spec, entry } : undefined;
}
