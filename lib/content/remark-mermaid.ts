import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Turns ```` ```mermaid ```` fences into `<Mermaid chart="…" />` before anything highlights them:
 * the diagram source goes to a small client component that draws it as SVG in the browser, and
 * shiki never sees it.
 */
export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined || node.lang?.toLowerCase() !== 'mermaid') return;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Mermaid',
        attributes: [{ type: 'mdxJsxAttribute', name: 'chart', value: node.value }],
        children: [],
        position: node.position,
      };
    });
  };
}
