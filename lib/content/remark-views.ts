import type { Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/**
 * Several `<View title=…>` blocks on a page give the reader one view dropdown (Mintlify
 * components/view.mdx): each view learns the page's titles, in order, and a `ViewSelector` goes
 * before the first view. A page with a single title keeps its view as a plain section.
 */
export function remarkViews() {
  return (tree: Root) => {
    const views: { node: MdxJsxFlowElement; parent: Parent }[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, _index, parent) => {
      if (node.name === 'View' && parent) views.push({ node, parent: parent });
    });
    const titles = [...new Set(views.map((v) => titleOf(v.node)).filter((t): t is string => !!t))];
    if (titles.length < 2) return;
    const list: MdxJsxAttribute = { type: 'mdxJsxAttribute', name: 'titles', value: JSON.stringify(titles) };
    for (const { node } of views) node.attributes.push({ ...list });
    const first = views[0];
    const selector: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'ViewSelector', attributes: [{ ...list }], children: [] };
    first.parent.children.splice(first.parent.children.indexOf(first.node), 0, selector as never);
  };
}

function titleOf(node: MdxJsxFlowElement): string | undefined {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'title');
  return typeof attr?.value === 'string' && attr.value.trim() ? attr.value : undefined;
}
