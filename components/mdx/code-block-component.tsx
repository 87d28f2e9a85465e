import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { codeMetaTransformer } from '@/lib/content/code-meta';
import { highlightToHast } from '@/lib/content/code-style';
import { getCodeStyle } from '@/lib/site/code-style';
import { getSite } from '@/lib/site/get-site';
import { CodeBlock } from './code-block';

type Props = {
  children?: ReactNode;
  language?: string;
  filename?: string;
  icon?: string;
  lines?: boolean;
  wrap?: boolean;
  nocopy?: boolean;
  expandable?: boolean;
  /** Mintlify's form: a stringified array (`"[1,3,4]"`); `1,3-4` works too. */
  highlight?: string;
  focus?: string;
};

/**
 * Mintlify's `<CodeBlock>` (create/code.mdx, "CodeBlock component"): a code block from props, for
 * custom components and pages, rendered exactly like a fenced block: the props become the same
 * fence options and go through the same highlighter and transformer.
 */
export async function MdxCodeBlock({
  children,
  language = 'text',
  filename,
  icon,
  lines,
  wrap,
  nocopy,
  expandable,
  highlight,
  focus,
}: Props) {
  const ranges = (value?: string) => value?.replace(/[[\]\s]/g, '');
  const meta = [
    filename && `title=${JSON.stringify(filename)}`,
    icon && `icon=${JSON.stringify(icon)}`,
    lines && 'lines',
    wrap && 'wrap',
    nocopy && 'nocopy',
    expandable && 'expandable',
    ranges(highlight) && `highlight={${ranges(highlight)}}`,
    ranges(focus) && `focus={${ranges(focus)}}`,
  ]
    .filter(Boolean)
    .join(' ');
  const code = textOf(children).replace(/^\n+|\n+$/g, '');
  // The site's code style, as fenced blocks get it; an unknown language renders as plain text.
  const tree = await highlightToHast(code, language, getCodeStyle(await getSite()), {
    meta: { __raw: meta },
    transformers: [codeMetaTransformer],
  });
  // Its types name the global JSX namespace, which React 19 no longer declares: say what it returns.
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { pre: CodeBlock } }) as ReactNode;
}

/** The text of children as MDX hands them over: a string, or paragraphs of text. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const inner = textOf(node.props.children);
    return node.type === 'p' ? `${inner}\n` : inner;
  }
  return Children.toArray(node).map(textOf).join('');
}
