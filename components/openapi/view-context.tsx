import type { ReactNode } from 'react';
import type { SchemaNode } from '@/lib/openapi/page-model-types';
import type { Site } from '@/lib/site/types';
import type { DeferBase } from './deferred-address';
import type { DeferredPlace } from './deferred-place';
import { getSchemaUrl } from './site-lookups';

/**
 * What every reference component needs besides its own model: descriptions already rendered
 * (looked up by text, see renderMarkdownMap), where schema pages live, and whether nested
 * fields start open. Passed as a prop: server components have no context.
 */
export type ViewContext = {
  md: (text: string | undefined) => ReactNode;
  schemaUrl: (name: string | undefined) => string | undefined;
  /** `api.params.expanded: all`. */
  expanded: boolean;
  /**
   * A closed nested level this page leaves out and loads on demand (deferred.ts), or undefined to
   * draw it inline. Absent where everything is drawn (schema pages, tests of the full tree).
   */
  defer?: (node: SchemaNode) => DeferredPlace | undefined;
  /** What the deferred levels' addresses share, given once per page (deferred-address.ts). */
  deferBase?: DeferBase;
  /**
   * Descriptions as HTML strings rather than elements: the level a browser draws from the fields
   * resource (deferred-draw.client.tsx), whose descriptions were rendered on the server.
   */
  html?: (text: string) => string | undefined;
};

/** The context of one page of `spec`; a text missing from `rendered` shows as plain text. */
export function buildViewContext(site: Site, spec: string, rendered: Map<string, ReactNode>, expanded: boolean): ViewContext {
  return {
    md: (text) => (text ? (rendered.get(text) ?? <p>{text}</p>) : null),
    schemaUrl: (name) => getSchemaUrl(site, spec, name),
    expanded,
  };
}
