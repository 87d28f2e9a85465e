/**
 * The interface's own words (not the author's content): search, table of contents, pager, 404,
 * the division pickers and the page's controls. `{query}` in `noResults` is replaced by the reader's query.
 */
export type UiStrings = {
  search: string;
  searchPlaceholder: string;
  searchUnavailable: string;
  noResults: string;
  onThisPage: string;
  /** The heading of a page's related pages (frontmatter `related`). */
  relatedTopics: string;
  previous: string;
  next: string;
  notFoundTitle: string;
  notFoundText: string;
  goHome: string;
  language: string;
  version: string;
  skipToContent: string;
} & ControlStrings;

/** The words on the page's controls: copy buttons, heading links, the playground's main buttons. */
export type ControlStrings = {
  copy: string;
  copied: string;
  copyFailed: string;
  copyCode: string;
  copyUrl: string;
  copyLink: string;
  linkCopied: string;
  copyPrompt: string;
  send: string;
  cancel: string;
  sending: string;
  server: string;
  authorization: string;
  loadingPlayground: string;
};

export type UiStringKey = keyof UiStrings;

/** English: the fallback for every string a language's table leaves out. */
export const ENGLISH: UiStrings = {
  search: 'Search…',
  searchPlaceholder: 'Search documentation…',
  searchUnavailable: 'Search is unavailable right now. Try again in a moment.',
  noResults: 'No results for “{query}”.',
  onThisPage: 'On this page',
  relatedTopics: 'Related topics',
  previous: 'Previous',
  next: 'Next',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist, or it has moved. Search with Ctrl K, start again from the home page, or pick a section.',
  goHome: 'Go to the home page',
  language: 'Language',
  version: 'Version',
  skipToContent: 'Skip to content',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Press Ctrl+C',
  copyCode: 'Copy code',
  copyUrl: 'Copy URL',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyPrompt: 'Copy prompt',
  send: 'Send',
  cancel: 'Cancel',
  sending: 'Sending…',
  server: 'Server',
  authorization: 'Authorization',
  loadingPlayground: 'Loading the playground…',
};
