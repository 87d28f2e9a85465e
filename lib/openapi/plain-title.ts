/**
 * Operation summaries are often Markdown (`Create a [webhook](…)`, `` List `repos` ``), and some
 * are whole paragraphs. A page title is plain text wherever it appears (the `<h1>`, the sidebar,
 * `<title>`, `llms.txt`): the Markdown is parsed (CommonMark, so `snake_case` stays as written)
 * and its text kept, on one line.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

const MARKUP = /[[\]`*_<>\\!&\n]/;

/** The plain text of a one-line Markdown title. */
export function plainTitle(markdown: string): string {
  const text = MARKUP.test(markdown)
    ? fromMarkdown(markdown)
        .children.map((block) => toString(block))
        .join(' ')
    : markdown;
  return text.replace(/\s+/g, ' ').trim();
}
