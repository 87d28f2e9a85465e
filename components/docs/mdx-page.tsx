import { compileMDX } from 'next-mdx-remote/rsc';
import { mdxComponents } from '@/components/mdx';
import { AuthorCode } from '@/components/mdx/author-island.client';
import { loadCodeClasses } from '@/lib/content/code-classes';
import { codeStyleKey, DEFAULT_CODE_STYLE } from '@/lib/content/code-style';
import { rememberCompiled } from '@/lib/content/compiled-cache';
import type { AuthorSink } from '@/lib/content/remark-author-islands';
import { applyVariables, buildMdxPlugins, escapeHeadingIds, type MdxPageOptions } from '@/lib/content/mdx-options';
import type { TocItem } from '@/lib/content/toc';

/**
 * Compiles one page body. Returns the rendered content and its headings; a syntax error in an
 * author's MDX becomes a visible, located message on the page instead of a crashed build. A page
 * with author JavaScript gets its bundle through `AuthorCode`, for its islands to run in the browser.
 * Compiled once per server process (lib/content/compiled-cache): pages rendered per request for a
 * signed-in reader reuse it.
 */
export function renderMdx(body: string, file: string, bodyLine: number, variables?: Record<string, string>, page: MdxPageOptions = {}) {
  const options = { ...page, codeStyle: page.codeStyle && codeStyleKey(page.codeStyle) };
  return rememberCompiled([file, bodyLine, body, variables ?? null, options], () => compileBody(body, file, bodyLine, variables, page));
}

async function compileBody(body: string, file: string, bodyLine: number, variables?: Record<string, string>, page: MdxPageOptions = {}) {
  const toc: TocItem[] = [];
  const author: AuthorSink = {};
  try {
    const codeClasses = await loadCodeClasses(page.codeStyle ?? DEFAULT_CODE_STYLE);
    const { content } = await compileMDX({
      source: escapeHeadingIds(applyVariables(body, variables)),
      components: mdxComponents,
      // blockJS stays on: author code is never evaluated here, only bundled for the browser.
      options: { mdxOptions: buildMdxPlugins(toc, { file, variables, bodyLine, authorSink: author, codeClasses, ...page }), blockJS: true },
    });
    if (!author.module) return { content, toc };
    const { code, error } = author.module;
    if (error)
      console.warn(
        `[lectern] could not compile the JavaScript of ${file}: ${error.file}${error.line ? `:${error.line}` : ''}: ${error.message}`,
      );
    const message = error && `${error.file}${error.line ? `:${error.line}` : ''}: ${error.message}`;
    return {
      content: (
        <AuthorCode code={code} error={message}>
          {content}
        </AuthorCode>
      ),
      toc,
    };
  } catch (error) {
    const err = error as { message?: string; line?: number; place?: { line?: number } };
    const line = err.line ?? err.place?.line;
    const where = line ? `${file}:${line + bodyLine - 1}` : file;
    console.warn(`[lectern] could not render ${where}: ${err.message}`);
    return {
      content: (
        <div className="render-error" role="alert">
          <strong>This page could not be rendered.</strong> {where}: {String(err.message ?? error).split('\n')[0]}
        </div>
      ),
      toc,
    };
  }
}
