import { PlaygroundPanel } from '@/components/playground/playground-panel';
import { getViewerFor } from '@/lib/auth/get-viewer';
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
 * server; on a site without gating no cookie is read and the page stays static.
 */
export async function PlaygroundSlot({ site, route }: PlaygroundSlotProps) {
  const allowed = canUsePlayground(route, await getViewerFor(site), playgroundSettings(site));
  return <PlaygroundPanel site={site} route={route} viewerAllowed={allowed} />;
}
