import 'server-only';
import rehypeShiki from '@shikijs/rehype';
import type { MDXComponents } from 'mdx/types';
import { compileMDX } from 'next-mdx-remote/rsc';
import type { ComponentProps, ReactNode } from 'react';
import remarkGfm from 'remark-gfm';
import { Danger, Info, Note, Tip, Warning } from '@/components/mdx/callouts';
import { loadCodeClasses, transformerCodeClasses } from '@/lib/content/code-classes';
import { codeMetaTransformer } from '@/lib/content/code-meta';
import { codeStyleKey, DEFAULT_CODE_STYLE, type CodeStyle } from '@/lib/content/code-style';
import { remarkGfmAlerts } from '@/lib/content/remark-gfm-alerts';
import { shikiRehypeOptions } from '@/lib/content/mdx-options';
import { remarkSafeMarkdown } from './remark-safe-markdown';

/** What Markdown draws with besides host elements: GitHub's alert quotes and scrolling tables. */
export const MARKDOWN_COMPONENTS = {
  // GitHub's alert quotes (`> [!WARNING]`), as lib/content/remark-gfm-alerts.ts names them.
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  table: (props: ComponentProps<'table'>) => (
    <div className="table-wrap">
      <table {...props} />
    </div>
  ),
};

export type RenderMarkdown = (text: string, style?: CodeStyle) => Promise<ReactNode>;

/** Text with nothing Markdown would change (most field descriptions): no compile needed. */
function isPlain(text: string): boolean {
  return !/[*_`[\]<>#|~\\&!\n]|https?:|www\./i.test(text) && !/^\s*(?:[-+]|\d+[.)])\s/.test(text);
}

const CACHE_LIMIT = 5000;

/**
 * A renderer of Markdown (OpenAPI descriptions, the 404's text) as CommonMark + GFM (`format:
 * 'md'`: no JSX, no expressions), through the safety plugin, with fenced code highlighted like page
 * code and drawn by `components.pre`. A text that fails to compile shows as plain text rather
 * than breaking the page. Each renderer keeps its own cache.
 */
export function markdownRenderer(components: MDXComponents): RenderMarkdown {
  // Rendered texts, shared by every page this process renders (specs repeat descriptions a lot).
  const cache = new Map<string, Promise<ReactNode>>();
  return (text, style = DEFAULT_CODE_STYLE) => {
    if (isPlain(text)) return Promise.resolve(<p>{text}</p>);
    // Keyed by the style too: a refreshed site with other code themes must not reuse old colours.
    const key = `${codeStyleKey(style)}\0${text}`;
    let rendered = cache.get(key);
    if (!rendered) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      rendered = compile(text, style, components);
      cache.set(key, rendered);
    }
    return rendered;
  };
}

async function compile(text: string, style: CodeStyle, components: MDXComponents): Promise<ReactNode> {
  try {
    const classes = await loadCodeClasses(style);
    const { content } = await compileMDX({
      source: text,
      components,
      options: {
        blockJS: true,
        mdxOptions: {
          format: 'md',
          remarkPlugins: [remarkGfm, remarkSafeMarkdown, remarkGfmAlerts],
          rehypePlugins: [[rehypeShiki, shikiRehypeOptions(style, [codeMetaTransformer, transformerCodeClasses(classes)])]],
        },
      },
    });
    return content;
  } catch {
    return <p className="oa-plain-description">{text}</p>;
  }
}
