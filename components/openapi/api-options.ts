/**
 * The docs.json settings that shape a reference page (docs/docs-json.md `api`), read once per page from
 * the parsed config with their documented defaults.
 */
import type { DocsConfig } from '@/lib/config/schema';
import type { CodeSampleOptions } from '@/lib/openapi/code-samples';

export type ApiPageOptions = {
  /** Header shows the server's base URL too (`playground.url`, `api.playground.url` or `api.url` = `full`). */
  fullUrl: boolean;
  /** Nested fields start open (`api.params.expanded: all`); closed by default. */
  expanded: boolean;
  examples: CodeSampleOptions;
  /** `api.params.post`: schema keys shown as pills after every field name (set only when configured). */
  postKeys?: string[];
};

/** Reference-page options from docs.json (null config → defaults). */
export function getApiOptions(config: DocsConfig | null): ApiPageOptions {
  const api = config?.api;
  // The specification names `playground.url` at the top level; the other two spellings are aliases.
  const fullUrl = config?.playground?.url === 'full' || api?.playground?.url === 'full' || api?.url === 'full';
  const examples: CodeSampleOptions = {};
  if (api?.examples?.languages) examples.languages = api.examples.languages;
  if (api?.examples?.defaults) examples.defaults = api.examples.defaults;
  if (api?.examples?.autogenerate !== undefined) examples.autogenerate = api.examples.autogenerate;
  const postKeys = api?.params?.post;
  return { fullUrl, expanded: api?.params?.expanded === 'all', examples, ...(postKeys?.length ? { postKeys } : {}) };
}
