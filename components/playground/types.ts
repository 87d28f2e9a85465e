import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import type { Environment } from '@/lib/playground/variables';

/** What the server wrapper passes to the client island: serialisable, per operation. */
export type IslandSettings = {
  proxy: boolean;
  credentials: boolean;
  prefill: boolean;
  languages?: string[];
  defaults: 'all' | 'required';
  /** docs.json `api.playground.environments`: the environments a reader starts with. */
  environments?: Environment[];
  /** docs.json `api.playground.oauth.clientId`: a public client id that prefills OAuth flows. */
  clientId?: string;
};

export type IslandProps = {
  dto: PlaygroundDto;
  settings: IslandSettings;
  /** The endpoint page's URL (the proxy's identity for the operation). */
  page: string;
  /** The spec's source: credentials are shared by the pages of one spec. */
  spec: string;
};
