import type { ReactNode } from 'react';
import type { Site } from '@/lib/site/types';
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
};

/** The context of one page of `spec`; a text missing from `rendered` shows as plain text. */
export function buildViewContext(site: Site, spec: string, rendered: Map<string, ReactNode>, expanded: boolean): ViewContext {
  return {
    md: (text) => (text ? (rendered.get(text) ?? <p>{text}</p>) : null),
    schemaUrl: (name) => getSchemaUrl(site, spec, name),
    expanded,
  };
}
