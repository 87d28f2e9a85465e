import { compileMDX } from 'next-mdx-remote/rsc';
import { prerender } from 'react-dom/static';
import { loadCodeClasses } from '@/lib/content/code-classes';
import { DEFAULT_CODE_STYLE } from '@/lib/content/code-style';
import { buildMdxPlugins, escapeHeadingIds, type MdxPageOptions } from '@/lib/content/mdx-options';
import { mdxComponents } from '.';

/**
 * Renders an MDX body to HTML exactly as a page does (same plugins, `blockJS`, component map),
 * for tests that assert on markup. Client components render their server HTML.
 */
export async function renderMdxToHtml(source: string, page: MdxPageOptions = {}): Promise<string> {
  const codeClasses = await loadCodeClasses(page.codeStyle ?? DEFAULT_CODE_STYLE);
  const { content } = await compileMDX({
    source: escapeHeadingIds(source),
    components: mdxComponents,
    options: { mdxOptions: buildMdxPlugins([], { codeClasses, ...page }), blockJS: true },
  });
  // prerender waits for async server components (the `<CodeBlock>` component highlights), as Next does.
  const { prelude } = await prerender(content);
  return new Response(prelude).text();
}
