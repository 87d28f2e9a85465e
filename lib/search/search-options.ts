import type { Options } from 'minisearch';

/** A searchable unit: one section of a page (heading to heading), or one endpoint. */
export type SearchDocument = {
  id: string;
  url: string;
  kind: 'page' | 'endpoint' | 'webhook' | 'schema';
  title: string;
  heading?: string;
  text: string;
  /** The start of the section text, stored for result snippets. */
  snippet: string;
  method?: string;
  path?: string;
  /** Frontmatter `keywords`, joined: words a reader may search for that the page does not use. */
  keywords?: string;
  /** Frontmatter `boost`: the page's scores are multiplied by it. */
  boost?: number;
};

/**
 * One MiniSearch configuration for the build (which indexes) and the browser (which loads the
 * serialised index): both sides must agree on fields and tokenising. Paths are split on `/`, `{`,
 * `}` and `-` as well, so "/users/{id}" matches "users".
 */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'heading', 'text', 'path', 'method', 'keywords'],
  storeFields: ['url', 'kind', 'title', 'heading', 'snippet', 'method', 'path', 'boost'],
  tokenize: (text) =>
    text
      .toLowerCase()
      .split(/[\s\-/{}()[\],.:;!?"'`|<>=_]+/u)
      .filter(Boolean),
  searchOptions: {
    boost: { title: 4, path: 3, keywords: 3, heading: 2, method: 1.5 },
    boostDocument: (_id, _term, stored) => (typeof stored?.boost === 'number' ? stored.boost : 1),
    prefix: true,
    fuzzy: 0.15,
    combineWith: 'AND',
  },
};
