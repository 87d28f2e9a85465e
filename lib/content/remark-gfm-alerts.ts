import type { Blockquote, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * GitHub's alert blockquotes (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]` on
 * the quote's first line) as the callout of the same meaning, instead of a quote that starts with
 * the literal marker. GitHub's own REST spec writes 216 of them in operation descriptions, and
 * READMEs moved into docs carry them too. Used by MDX pages and by OpenAPI descriptions
 * (components/openapi/markdown.tsx), which both map these names to components/mdx/callouts.tsx.
 * A quote whose marker is not alone on its first line, or names another kind, stays a quote, as on
 * GitHub.
 */
export const ALERT_CALLOUTS = { note: 'Note', tip: 'Tip', important: 'Info', warning: 'Warning', caution: 'Danger' } as const;

const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

export function remarkGfmAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
      if (!parent || index === undefined) return;
      const first = node.children[0];
      if (first?.type !== 'paragraph') return;
      const lead = first.children[0];
      if (lead?.type !== 'text') return;
      const match = MARKER.exec(lead.value);
      if (!match) return;
      lead.value = lead.value.slice(match[0].length);
      if (!lead.value) first.children.shift();
      // A soft break right after the marker line is the start of the paragraph's own text.
      if (first.children[0]?.type === 'break') first.children.shift();
      const children = first.children.length ? node.children : node.children.slice(1);
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: ALERT_CALLOUTS[match[1].toLowerCase() as keyof typeof ALERT_CALLOUTS],
        attributes: [],
        children,
        position: node.position,
      };
    });
  };
}
