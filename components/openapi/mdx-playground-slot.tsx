import path from 'node:path';
import { PlaygroundPanel } from '@/components/playground/playground-panel';
import { getRenderViewer } from '@/lib/auth/render-viewer';
import { canUsePlayground, playgroundSettings } from '@/lib/auth/playground-access';
import { applyVariables } from '@/lib/content/apply-variables';
import { findEndpointFields } from '@/lib/content/endpoint-fields';
import { readPageSource } from '@/lib/content/page-source';
import { parseMdx } from '@/lib/content/parse-mdx';
import { getRouteOperation } from '@/lib/playground/route-operation';
import type { RouteEntry, Site } from '@/lib/site/types';

/**
 * The playground of a hand-written endpoint page (frontmatter `api`, docs/docs-json.md `api.mdx`):
 * the page's `ParamField`s become a synthetic operation (lib/content/mdx-endpoint) that the
 * same panel renders. Access is decided as on generated pages, by lib/auth, for the page's reader.
 */
export async function MdxPlaygroundSlot({ site, route }: { site: Site; route: RouteEntry }) {
  const variables = (site.config as { variables?: Record<string, string> } | null)?.variables;
  const tree = parseMdx(applyVariables(readPageSource(path.join(site.docsDir, route.file)).body, variables));
  const operation = getRouteOperation(site, route, tree ? findEndpointFields(tree) : []);
  if (!operation) return null;
  const allowed = canUsePlayground(route, getRenderViewer(), playgroundSettings(site));
  return <PlaygroundPanel site={site} route={route} viewerAllowed={allowed} operation={operation} />;
}
