import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

/**
 * With `icons.library: "lucide"` in docs.json, marks every `icon="…"` prop as a Lucide name
 * (`lucide:bolt`), so the icon lookup skips the Font Awesome aliases: the same word can name
 * different icons in the two sets (`bolt` is a lightning bolt in one and a screw in the other).
 */
export function remarkIconLibrary(library: IconLibrary | undefined) {
  return (tree: Root) => {
    if (library !== 'lucide') return;
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attr of node.attributes) {
        if (attr.type !== 'mdxJsxAttribute' || attr.name !== 'icon' || typeof attr.value !== 'string') continue;
        if (/^[a-z0-9-]+$/i.test(attr.value)) attr.value = `lucide:${attr.value}`;
      }
    });
  };
}
