import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { descriptionHtml, UnsupportedMarkup } from './description-html';
import type { DescriptionData } from './field-facts-view';
import type { ViewContext } from './view-context';
import { hasCodeBlock } from './has-code-block';

/** A plain paragraph longer than this is sent as a shared object, so a repeat on the page costs a short reference. */
const SHARE_FROM = 80;
const SHARED_LIMIT = 5000;

/** One object per distinct description, reused by every page this process renders (see DescriptionData). */
const shared = new Map<string, { p: string } | { h: string }>();
/** The HTML of a rendered description (renderMarkdownMap returns one element per distinct text), or null when it has none. */
const htmlOfNode = new WeakMap<object, string | null>();

/**
 * A field's description as it travels in the RSC payload (issue 12): the text of one plain
 * paragraph, else the HTML our Markdown pipeline's elements draw (descriptionHtml: text and
 * attributes escaped, so it is exactly as safe as the element tree), else, for a description with
 * a code block (its copy button is a client component), the element tree itself as `desc`.
 */
export function descriptionData(text: string, ctx: ViewContext): { ds: DescriptionData } | { desc: ReactNode } {
  const given = ctx.html?.(text);
  if (given !== undefined) return { ds: fromHtml(given) };
  const node = ctx.md(text);
  const plain = plainParagraph(node);
  if (plain !== undefined) return { ds: fromText(plain) };
  if (hasCodeBlock(text) || node === null || typeof node !== 'object') return { desc: node };
  let html = htmlOfNode.get(node);
  if (html === undefined) {
    html = toHtml(node);
    htmlOfNode.set(node, html);
  }
  return html === null ? { desc: node } : { ds: fromHtml(html) };
}

function toHtml(node: ReactNode): string | null {
  try {
    return descriptionHtml(node);
  } catch (error) {
    if (error instanceof UnsupportedMarkup) return null;
    throw error;
  }
}

/** `<p>text</p>` with nothing to escape: sent as the text alone. */
function fromHtml(html: string): DescriptionData {
  const plain = /^<p>([^<>&]*)<\/p>$/.exec(html);
  if (plain) return fromText(plain[1]);
  return share('h', html);
}

function fromText(text: string): DescriptionData {
  return text.length > SHARE_FROM ? share('p', text) : text;
}

function share(kind: 'p' | 'h', value: string): { p: string } | { h: string } {
  const key = `${kind}\0${value}`;
  let found = shared.get(key);
  if (!found) {
    if (shared.size >= SHARED_LIMIT) shared.clear();
    found = kind === 'p' ? { p: value } : { h: value };
    shared.set(key, found);
  }
  return found;
}

/** The text of `<p>{text}</p>` with no other props (how renderMarkdown draws a plain description), else undefined. */
function plainParagraph(node: ReactNode): string | undefined {
  if (!isValidElement(node) || node.type !== 'p') return undefined;
  const props = (node as ReactElement<Record<string, unknown>>).props;
  const keys = Object.keys(props);
  return keys.length === 1 && keys[0] === 'children' && typeof props.children === 'string' ? props.children : undefined;
}
