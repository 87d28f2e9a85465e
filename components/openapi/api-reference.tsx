import type { ReactNode } from 'react';
import type { RouteEntry, Site } from '@/lib/site/types';
import { EndpointPage } from './endpoint-page';
import { SchemaPage } from './schema-page';
import './openapi.css';

/**
 * The generated part of an endpoint, webhook or schema page, chosen by the route's kind. `intro`
 * is the MDX body of a frontmatter page (`openapi:` / `openapi-schema:`), shown first.
 */
export function ApiReference({
  site,
  route,
  intro,
  variables,
}: {
  site: Site;
  route: RouteEntry;
  intro?: ReactNode;
  variables?: Record<string, string>;
}) {
  const spec = route.spec ? site.specs.get(route.spec) : undefined;
  if (!spec) return <p className="render-error">The OpenAPI document of this page ({route.spec ?? 'none'}) is not loaded.</p>;
  if (route.kind === 'schema') return <SchemaPage site={site} route={route} spec={spec} intro={intro} />;
  return <EndpointPage site={site} route={route} spec={spec} intro={intro} variables={variables} />;
}
