import type { Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

/** HTML elements that may only hold phrasing content: a `<p>` inside them is invalid HTML. */
const PHRASING_ONLY = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'button', 'label', 'strong', 'em', 'b', 'i', 'small', 'code', 'sub', 'sup', 'abbr', 'cite', 'q', 'mark', 'u', 's', 'legend', 'summary', 'font']);

/**
 * Markdown blocks and HTML elements that end an open `<p>` when the browser parses the page
 * (WHATWG parsing, "close a p element"): inside a `<p>` they leave markup React did not render.
 */
const CLOSES_P = new Set(['list', 'blockquote', 'heading', 'code', 'table', 'thematicBreak', 'math', 'html']);
const CLOSES_P_TAGS = new Set(['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul']);
/**
 * Components that render inline markup; any other component may render a `<div>`. An
 * `AuthorIsland` in running text renders an inline `display: contents` slot on the server (its
 * content is drawn in the browser after hydration), so it does not end the paragraph.
 */
const INLINE_COMPONENTS = new Set(['Icon', 'Badge', 'Tooltip', 'Latex', 'Link', 'Color.Item', 'AuthorIsland']);

type Element = Parent & { type: string; name?: string | null; data?: { hName?: string } };

/**
 * MDX turns text on its own lines inside `<p>…</p>` or `<h3>…</h3>` into a paragraph, so the page
 * would hold `<p><p>…</p></p>`. Browsers repair that markup before React hydrates, and React then
 * reports a hydration error. Authors write it all the time (real sites do), so the paragraphs are
 * unwrapped into their parent, which is what the author meant. A `<p>` that still holds a block
 * (a list, a callout) becomes a `<div>`, and a `<table>`'s bare rows get the `<tbody>` the browser
 * would insert, for the same reason. Styled HTML (`<p style={{…}}>`) arrives here already rewritten
 * by `remarkLiteralProps` into an element named by `data.hName`, and is treated the same.
 */
export function remarkUnwrapParagraphs() {
  return (tree: Root) => {
    liftLoneComponents(tree);
    visit(tree, (node) => {
      const element = node as Element;
      // `Text <p>more</p>` or `Text <Card …>` in one Markdown paragraph: that paragraph is a `<div>`.
      if (element.type === 'paragraph' && element.children.some(closesP)) element.data = { ...element.data, hName: 'div' };
      const tag = htmlTag(element);
      if (!tag || !Array.isArray(element.children)) return;
      if (PHRASING_ONLY.has(tag)) element.children = unwrap(element.children);
      if (tag === 'p' && element.children.some(closesP)) renameTag(element, 'div');
      if (tag === 'table') wrapRows(element);
    });
  };
}

/** The HTML tag an MDX node renders, for HTML written in JSX (plain or restyled); else null. */
function htmlTag(node: Element): string | null {
  if (node.type === 'lecternElement') return node.data?.hName ?? null;
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return null;
  return node.name && /^[a-z][a-z0-9]*$/.test(node.name) ? node.name : null;
}

function unwrap(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  children.forEach((child, i) => {
    if (child.type !== 'paragraph') return void out.push(child);
    if (i > 0 && out.length > 0) out.push({ type: 'text', value: ' ' });
    out.push(...((child).children as RootContent[]));
  });
  return out;
}

/** Whether this child (or an inline element holding it) would end an open `<p>`. */
function closesP(child: unknown): boolean {
  const node = child as Element;
  if (CLOSES_P.has(node.type)) return true;
  const tag = htmlTag(node);
  if (tag) return CLOSES_P_TAGS.has(tag) || (Array.isArray(node.children) && node.children.some(closesP));
  if (node.type === 'mdxJsxTextElement' && node.name === 'UnknownComponent') return false;
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return !!node.name && !INLINE_COMPONENTS.has(node.name);
  return false;
}

function renameTag(node: Element, tag: string) {
  if (node.type === 'lecternElement') node.data = { ...node.data, hName: tag };
  else node.name = tag;
}

/** `<table><tr>` parses as `<table><tbody><tr>`: the rows get that `<tbody>` in the tree too. */
function wrapRows(table: Element) {
  const isRow = (c: unknown) => htmlTag(c as Element) === 'tr';
  if (!table.children.some(isRow)) return;
  const children: unknown[] = [];
  for (const child of table.children) {
    if (!isRow(child)) children.push(child);
    else {
      const last = children.at(-1) as Element | undefined;
      if (last?.type === 'lecternElement' && last.data?.hName === 'tbody' && (last.data as { rows?: boolean }).rows) last.children.push(child);
      else children.push({ type: 'lecternElement', children: [child], data: { hName: 'tbody', hProperties: {}, rows: true } });
    }
  }
  table.children = children as RootContent[];
}

/**
 * `<Check>Done.</Check>` written on one line is inline JSX, so MDX wraps it in a paragraph, and the
 * callout's `<div>` lands inside a `<p>`. A paragraph holding nothing but one component is the
 * component itself, as a block.
 */
function liftLoneComponents(tree: Root) {
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    const only = meaningful[0] as { type: string; name?: string | null } | undefined;
    if (meaningful.length !== 1 || only?.type !== 'mdxJsxTextElement' || !only.name || !/^[A-Z]/.test(only.name)) return;
    (parent.children as unknown[])[index] = { ...only, type: 'mdxJsxFlowElement' };
  });
}
