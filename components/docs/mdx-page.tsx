import { compileMDX } from 'next-mdx-remote/rsc';
import { mdxComponents } from '@/components/mdx';
import { applyVariables, buildMdxPlugins, escapeHeadingIds, type MdxPageOptions } from '@/lib/content/mdx-options';
import type { TocItem } from '@/lib/content/toc';

/**
 * Compiles one page body. Returns the rendered content and its headings; a syntax error in an
 * author's MDX becomes a visible, located message on the page instead of a crashed build.
 */
export async function renderMdx(body: string, file: string, bodyLine: number, variables?: Record<string, string>, page: MdxPageOptions = {}) {
  const toc: TocItem[] = [];
  try {
    const { content } = await compileMDX({
      source: escapeHeadingIds(applyVariables(body, variables)),
      components: mdxComponents,
      options: { mdxOptions: buildMdxPlugins(toc, { file, variables, ...page }), blockJS: true },
    });
    return { content, toc };
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
