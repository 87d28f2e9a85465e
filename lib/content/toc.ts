import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export type TocItem = { id: string; text: string; depth: 2 | 3 };

/**
 * A rehype plugin that records h2/h3 headings (after rehype-slug gave them ids) into `into`, so
 * the on-page table of contents is built from the same tree that renders: ids can never drift.
 */
export function rehypeCollectToc(into: TocItem[]) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      into.push({ id, text: toString(node).trim(), depth: node.tagName === 'h2' ? 2 : 3 });
    });
  };
}
