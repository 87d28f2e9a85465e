import type { ReactNode } from 'react';

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
