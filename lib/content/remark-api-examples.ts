import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

const SIDE = new Set(['RequestExample', 'ResponseExample', 'Panel']);

/**
 * Moves top-level `RequestExample`, `ResponseExample` and `Panel` into a side column: the page
 * becomes `div.api-layout > (div.api-layout-main, aside.api-layout-aside)`. CSS shows the aside
 * as a sticky right column on wide screens and inline above the content on narrow ones. Nested
 * examples (inside a Tab, say) stay where they are.
 */
export function remarkApiExamples() {
  return (tree: Root) => {
    const side = tree.children.filter(isSide);
    if (side.length === 0) return;
    const esm = tree.children.filter((n) => n.type === 'mdxjsEsm');
    const main = tree.children.filter((n) => !isSide(n) && n.type !== 'mdxjsEsm');
    tree.children = [...esm, div('div', 'api-layout', [div('div', 'api-layout-main', main), div('aside', 'api-layout-aside', side)])];
  };
}

function isSide(node: RootContent): boolean {
  return node.type === 'mdxJsxFlowElement' && !!node.name && SIDE.has(node.name);
}

function div(name: string, className: string, children: RootContent[]): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: className }], children: children as MdxJsxFlowElement['children'] };
}
