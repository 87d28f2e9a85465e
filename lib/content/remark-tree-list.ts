import type { List, ListItem, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

const TREE_NAMES = new Set(['Tree', 'FileTree']);

/**
 * A Markdown list inside `<Tree>` or `<FileTree>` is the tree, as Mintlify documents it: an item
 * with a nested list, or whose name ends in `/`, is a folder (open when it has items), any other
 * item a file. Names are plain text (`**bold**` and `` `code` `` stripped), a folder's slash
 * dropped. Rewriting to `Tree.Folder`/`Tree.File` means both syntaxes render the same markup.
 */
export function remarkTreeList() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (!node.name || !TREE_NAMES.has(node.name)) return;
      node.children = node.children.flatMap((child) => (child.type === 'list' ? toEntries(child) : [child]));
    });
  };
}

function toEntries(list: List): MdxJsxFlowElement[] {
  return list.children.map(toEntry);
}

function toEntry(item: ListItem): MdxJsxFlowElement {
  const label = item.children.find((c) => c.type === 'paragraph');
  const raw = label ? toString(label).trim() : '';
  const nested = item.children.filter((c): c is List => c.type === 'list');
  const folder = nested.length > 0 || raw.endsWith('/');
  const name = folder ? raw.replace(/\/+$/, '') : raw;
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'name', value: name }];
  if (folder && nested.length > 0) attributes.push({ type: 'mdxJsxAttribute', name: 'defaultOpen', value: null });
  return {
    type: 'mdxJsxFlowElement',
    name: folder ? 'Tree.Folder' : 'Tree.File',
    attributes,
    children: nested.flatMap(toEntries) as RootContent[] as MdxJsxFlowElement['children'],
  };
}
