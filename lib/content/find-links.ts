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
  let fence: string | null = null;
  body.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0];
      else if (marker[0] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const line = text.replace(/`[^`]*`/g, '');
    for (const re of [MARKDOWN_LINK, JSX_HREF]) {
      for (const m of line.matchAll(re)) if (!m[1].startsWith('//')) out.push({ href: m[1], line: index + 1 });
    }
  });
  return out;
}

/** The route path of a link: no hash, no query, no trailing slash, `.md(x)` removed. */
export function linkTarget(href: string): string {
  const bare = href.split('#')[0].split('?')[0].replace(/\.mdx?$/, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed.replace(/\/index$/, '') || '/';
}
