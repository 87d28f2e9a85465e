import { PlaygroundPanel } from '@/components/playground/playground-panel';
import { getRenderViewer } from '@/lib/auth/render-viewer';
import { canUsePlayground, playgroundSettings } from '@/lib/auth/playground-access';
import { getRouteOperation } from '@/lib/playground/route-operation';
import type { RouteEntry, Site } from '@/lib/site/types';

/**
 * The playground of a hand-written endpoint page (frontmatter `api`, docs/docs-json.md `api.mdx`):
 * the synthetic operation built from the page's `ParamField`s when the site loaded
 * (lib/site/hand-written-endpoints), rendered by the same panel. Access is decided as on generated
 * pages, by lib/auth, for the page's reader.
 */
export function MdxPlaygroundSlot({ site, route }: { site: Site; route: RouteEntry }) {
  const operation = getRouteOperation(site, route);
  if (!operation) return null;
  const allowed = canUsePlayground(route, getRenderViewer(), playgroundSettings(site));
  return <PlaygroundPanel site={site} route={route} viewerAllowed={allowed} operation={operation} />;
}
