import { proseLines } from './prose-lines';

/** An internal link found in a page body, with its 1-based line in the body. */
export type FoundLink = { href: string; line: number };

const MARKDOWN_LINK = /\]\((\/[^)\s]*)(?:\s+"[^"]*")?\)/g;
const JSX_HREF = /\bhref=["'](\/[^"']*)["']/g;

/**
 * Site-absolute links (`/guides/x`, `/x#y`) in Markdown and JSX, outside fenced code blocks.
 * Relative and external links are left alone: they cannot be resolved without a base.
 */
export function findInternalLinks(body: string): FoundLink[] {
  const out: FoundLink[] = [];
  for (const { text, line } of proseLines(body)) {
    for (const re of [MARKDOWN_LINK, JSX_HREF]) {
      for (const m of text.matchAll(re)) if (!m[1].startsWith('//')) out.push({ href: m[1], line });
    }
  }
  return out;
}

/** The route path of a link: no hash, no query, no trailing slash, `.md(x)` removed. */
export function linkTarget(href: string): string {
  const bare = href.split('#')[0].split('?')[0].replace(/\.mdx?$/, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed.replace(/\/index$/, '') || '/';
}
