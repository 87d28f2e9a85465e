import 'server-only';
import rehypeShiki from '@shikijs/rehype';
import { compileMDX } from 'next-mdx-remote/rsc';
import type { ComponentProps, ReactNode } from 'react';
import remarkGfm from 'remark-gfm';
import { Danger, Info, Note, Tip, Warning } from '@/components/mdx/callouts';
import { CodeBlock } from '@/components/mdx/code-block';
import { loadCodeClasses, transformerCodeClasses } from '@/lib/content/code-classes';
import { codeMetaTransformer } from '@/lib/content/code-meta';
import { codeStyleKey, DEFAULT_CODE_STYLE, type CodeStyle } from '@/lib/content/code-style';
import { remarkGfmAlerts } from '@/lib/content/remark-gfm-alerts';
import { shikiRehypeOptions } from '@/lib/content/mdx-options';
import { remarkSafeMarkdown } from './remark-safe-markdown';

const components = {
  pre: CodeBlock,
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

/** Text with nothing Markdown would change (most field descriptions): no compile needed. */
function isPlain(text: string): boolean {
  return !/[*_`[\]<>#|~\\&!\n]|https?:|www\./i.test(text) && !/^\s*(?:[-+]|\d+[.)])\s/.test(text);
}

/** Rendered descriptions, shared by every page this process renders (specs repeat them a lot). */
const cache = new Map<string, Promise<ReactNode>>();
const CACHE_LIMIT = 5000;

/**
 * Renders OpenAPI descriptions as CommonMark + GFM (`format: 'md'`: no JSX, no expressions),
 * through the safety plugin, with fenced code highlighted like page code. A description that
 * fails to compile shows as plain text rather than breaking the page.
 */
export function renderMarkdown(text: string, style: CodeStyle = DEFAULT_CODE_STYLE): Promise<ReactNode> {
  if (isPlain(text)) return Promise.resolve(<p>{text}</p>);
  // Keyed by the style too: a refreshed site with other code themes must not reuse old colours.
  const key = `${codeStyleKey(style)}\0${text}`;
  let rendered = cache.get(key);
  if (!rendered) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    rendered = compile(text, style);
    cache.set(key, rendered);
  }
  return rendered;
}

async function compile(text: string, style: CodeStyle): Promise<ReactNode> {
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

/**
 * Every distinct description of a page rendered once, up front, so the reference components stay
 * synchronous (and testable with renderToString) and only look text up.
 */
export async function renderMarkdownMap(texts: Iterable<string>, style: CodeStyle = DEFAULT_CODE_STYLE): Promise<Map<string, ReactNode>> {
  const unique = [...new Set(texts)].filter((t) => t.trim());
  const rendered = await Promise.all(unique.map((text) => renderMarkdown(text, style)));
  return new Map(unique.map((t, i) => [t, rendered[i]]));
}
