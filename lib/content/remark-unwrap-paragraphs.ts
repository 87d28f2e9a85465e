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
    liftLoneComponents(tree);
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
