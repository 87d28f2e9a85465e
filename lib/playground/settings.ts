/**
 * Playground settings for one endpoint page, from docs.json (`api.playground`, `api.examples`),
 * the page's frontmatter `playground` and the operation's `x-docs.metadata.playground`
 * (docs/docs-json.md "Extensions": metadata overrides frontmatter, which overrides docs.json). Pure.
 */
import type { PlaygroundDisplay } from '../site/types';
import type { Environment } from './variables';

export type { PlaygroundDisplay };

export type PlaygroundSettings = {
  display: PlaygroundDisplay;
  /** Send through Lectern's proxy route (default) or straight from the browser. */
  proxy: boolean;
  /** With `proxy: false`: send the browser's credentials (cookies) to the API. */
  credentials: boolean;
  /** Fill the body (and parameters) from the spec's examples. */
  prefill: boolean;
  languages?: string[];
  defaults: 'all' | 'required';
  /** `api.playground.environments`: the environments a reader starts with. */
  environments?: Environment[];
  /** `api.playground.oauth.clientId`: a public client id that prefills OAuth flows. */
  clientId?: string;
};

type ApiConfig = {
  playground?: {
    display?: PlaygroundDisplay;
    proxy?: boolean;
    credentials?: boolean;
    environments?: { name: string; variables: Record<string, string> }[];
    oauth?: { clientId?: string };
  };
  examples?: { languages?: string[]; defaults?: 'all' | 'required'; prefill?: boolean };
};

const DISPLAYS: readonly string[] = ['interactive', 'simple', 'auth', 'none'];

/** The settings in effect for a page. */
export function getPlaygroundSettings(
  api: ApiConfig | undefined,
  frontmatter?: { playground?: unknown },
  metadata?: { playground?: unknown },
): PlaygroundSettings {
  const display = [metadata?.playground, frontmatter?.playground, api?.playground?.display].find(
    (v): v is PlaygroundDisplay => typeof v === 'string' && DISPLAYS.includes(v),
  );
  return {
    display: display ?? 'interactive',
    proxy: api?.playground?.proxy ?? true,
    credentials: api?.playground?.credentials ?? false,
    prefill: api?.examples?.prefill ?? false,
    ...(api?.examples?.languages ? { languages: api.examples.languages } : {}),
    defaults: api?.examples?.defaults ?? 'all',
    ...(api?.playground?.environments?.length
      ? {
          environments: api.playground.environments.map((e) => ({
            name: e.name,
            variables: Object.entries(e.variables).map(([name, value]) => ({ name, value })),
          })),
        }
      : {}),
    ...(api?.playground?.oauth?.clientId ? { clientId: api.playground.oauth.clientId } : {}),
  };
}
