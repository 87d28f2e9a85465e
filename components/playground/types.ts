import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import type { PlaygroundSettings } from '@/lib/playground/settings';
import type { FieldErrors } from '@/lib/playground/validate';
import type { PlaygroundValues } from '@/lib/playground/values';

/** A hand-written sample (`x-codeSamples`): shown as written, since it does not follow the inputs. */
export type CustomSample = { key: string; label: string; source: string; /** Its highlighter language. */ lang?: string };

/**
 * What the server wrapper passes to the client island: serialisable, per operation. The docs.json
 * settings (lib/playground/settings.ts) without `display`, which the server has already acted on.
 */
export type IslandSettings = Omit<PlaygroundSettings, 'display'> & {
  /** The operation's `x-codeSamples`, first in the request sample's menu. */
  customSamples?: CustomSample[];
  /** `api.examples.autogenerate: false`: only the hand-written samples. */
  autogenerate?: boolean;
  /** docs.json `api.params.post`: schema keys shown as pills after a field's name, as on the reference. */
  postKeys?: string[];
  /** docs.json `styling.codeblocks` themes, for the request sample highlighted in the browser. */
  codeThemes?: { light: string; dark: string };
};

/** The props of a form section that edits the request's values (parameters, server, auth, body). */
export type SectionProps = {
  dto: PlaygroundDto;
  values: PlaygroundValues;
  errors: FieldErrors;
  update: (change: (v: PlaygroundValues) => PlaygroundValues) => void;
};

export type IslandProps = {
  dto: PlaygroundDto;
  settings: IslandSettings;
  /** The endpoint page's URL (the proxy's identity for the operation). */
  page: string;
  /** The spec's source: credentials are shared by the pages of one spec. */
  spec: string;
};
