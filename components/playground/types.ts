import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import type { Environment } from '@/lib/playground/variables';

/** A hand-written sample (`x-codeSamples`): shown as written, since it does not follow the inputs. */
export type CustomSample = { key: string; label: string; source: string };

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
  /** The operation's `x-codeSamples`, first in the request sample's menu. */
  customSamples?: CustomSample[];
  /** `api.examples.autogenerate: false`: only the hand-written samples. */
  autogenerate?: boolean;
};

export type IslandProps = {
  dto: PlaygroundDto;
  settings: IslandSettings;
  /** The endpoint page's URL (the proxy's identity for the operation). */
  page: string;
  /** The spec's source: credentials are shared by the pages of one spec. */
  spec: string;
};
