import 'server-only';
import type { ReactNode } from 'react';
import { CodeBlock } from '@/components/mdx/code-block';
import { DEFAULT_CODE_STYLE, type CodeStyle } from '@/lib/content/code-style';
import { MARKDOWN_COMPONENTS, markdownRenderer } from './markdown-renderer';

/**
 * Renders OpenAPI descriptions as CommonMark + GFM (markdown-renderer.tsx), with fenced code in
 * the page's code block and its copy button.
 */
export const renderMarkdown = markdownRenderer({ ...MARKDOWN_COMPONENTS, pre: CodeBlock });

/**
 * Every distinct description of a page rendered once, up front, so the reference components stay
 * synchronous (and testable with renderToString) and only look text up.
 */
export async function renderMarkdownMap(texts: Iterable<string>, style: CodeStyle = DEFAULT_CODE_STYLE): Promise<Map<string, ReactNode>> {
  const unique = [...new Set(texts)].filter((t) => t.trim());
  const rendered = await Promise.all(unique.map((text) => renderMarkdown(text, style)));
  return new Map(unique.map((t, i) => [t, rendered[i]]));
}
