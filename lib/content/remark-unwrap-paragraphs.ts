import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

/** HTML elements that may only hold phrasing content: a `<p>` inside them is invalid HTML. */
const PHRASING_ONLY = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'button', 'label', 'strong', 'em', 'b', 'i', 'small', 'code', 'sub', 'sup']);

type JsxFlow = Parent & { type: 'mdxJsxFlowElement'; name: string | null };

/**
 * MDX turns text on its own lines inside `<p>…</p>` or `<h3>…</h3>` into a paragraph, so the page
 * would hold `<p><p>…</p></p>`. Browsers repair that markup before React hydrates, and React then
 * reports a hydration error. Authors write it all the time (real sites do), so the paragraphs are
 * unwrapped into their parent, which is what the author meant.
 */
export function remarkUnwrapParagraphs() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node) => {
      const element = node as unknown as JsxFlow;
      if (!element.name || !PHRASING_ONLY.has(element.name)) return;
      const children: RootContent[] = [];
      element.children.forEach((child, i) => {
        if (child.type !== 'paragraph') return void children.push(child as RootContent);
        if (i > 0 && children.length > 0) children.push({ type: 'text', value: ' ' });
        children.push(...((child as Paragraph).children as RootContent[]));
      });
      element.children = children;
    });
  };
}
