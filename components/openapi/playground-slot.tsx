import { PlaygroundPanel } from '@/components/playground/playground-panel';
import type { LoadedSpec } from '@/lib/openapi/types';
import type { RouteEntry, Site } from '@/lib/site/types';

export type PlaygroundSlotProps = {
  site: Site;
  /** The endpoint or webhook route (method, path or name; `spec` is its key in `site.specs`). */
  route: RouteEntry;
  spec: LoadedSpec;
};

/** The playground of an endpoint page (components/playground): a lazily loaded island fed the operation's DTO. */
export function PlaygroundSlot({ site, route }: PlaygroundSlotProps) {
  return <PlaygroundPanel site={site} route={route} />;
}
