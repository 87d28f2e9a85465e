import { PlaygroundPanel } from '@/components/playground/playground-panel';
import { getRenderViewer } from '@/lib/auth/render-viewer';
import { canUsePlayground, playgroundSettings } from '@/lib/auth/playground-access';
import type { LoadedSpec } from '@/lib/openapi/types';
import type { RouteEntry, Site } from '@/lib/site/types';

export type PlaygroundSlotProps = {
  site: Site;
  /** The endpoint or webhook route (method, path or name; `spec` is its key in `site.specs`). */
  route: RouteEntry;
  spec: LoadedSpec;
};

/**
 * The playground of an endpoint page (components/playground): a lazily loaded island fed the
 * operation's DTO. Whether this reader may use an `auth` playground is decided here, on the
 * server, for the reader the page is rendered for (lib/auth/render-viewer): no cookie is read, so
 * the public page stays static.
 */
export function PlaygroundSlot({ site, route }: PlaygroundSlotProps) {
  const allowed = canUsePlayground(route, getRenderViewer(), playgroundSettings(site));
  return <PlaygroundPanel site={site} route={route} viewerAllowed={allowed} />;
}
