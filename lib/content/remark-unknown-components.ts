import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isComponentName, isKnownComponent } from './known-components';

/**
 * Renames every JSX element that is not a known component to `<UnknownComponent name="X">`,
 * keeping its children. Components the page defines or imports were already turned into author
 * islands (remarkAuthorIslands), so what is left here is really undefined. next-mdx-remote throws on a missing component, which would take the whole
 * page down; this way a typo or an unsupported component shows up as a visible, named placeholder.
 */
export function remarkUnknownComponents(isKnown: (name: string) => boolean = isKnownComponent) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!isComponentName(node.name) || isKnown(node.name)) return;
      const attributes: typeof node.attributes = [{ type: 'mdxJsxAttribute', name: 'name', value: node.name }];
      if (node.type === 'mdxJsxTextElement') attributes.push({ type: 'mdxJsxAttribute', name: 'inline', value: null });
      node.name = 'UnknownComponent';
      node.attributes = attributes;
    });
  };
}
