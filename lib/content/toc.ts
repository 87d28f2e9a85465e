import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Node } from 'unist';
import { visitParents } from 'unist-util-visit-parents';

/** `view`: the title of the `<View>` the heading sits in, so the list can follow the chosen view. */
export type TocItem = { id: string; text: string; depth: 2 | 3; view?: string };

type JsxNode = Node & { name?: string | null; attributes?: { type: string; name?: string; value?: unknown }[] };

function viewTitleOf(ancestors: Node[]): string | undefined {
  const view = [...ancestors].reverse().find((n): n is JsxNode => n.type === 'mdxJsxFlowElement' && (n as JsxNode).name === 'View');
  const title = view?.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title')?.value;
  return typeof title === 'string' && title.trim() ? title : undefined;
}

/**
 * A rehype plugin that records h2/h3 headings (after rehype-slug gave them ids) into `into`, so
 * the on-page table of contents is built from the same tree that renders: ids can never drift.
 * A heading inside a `<View>` carries that view's title (components/mdx/view.client.tsx hides
 * the entries of the views not shown).
 */
export function rehypeCollectToc(into: TocItem[]) {
  return () => (tree: Root) => {
    visitParents(tree, 'element', (node: Element, ancestors) => {
      if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      const view = viewTitleOf(ancestors);
      into.push({ id, text: toString(node).trim(), depth: node.tagName === 'h2' ? 2 : 3, ...(view ? { view } : {}) });
    });
  };
}
