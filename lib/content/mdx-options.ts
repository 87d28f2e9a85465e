import rehypeShiki from '@shikijs/rehype';
import { transformerMetaHighlight, transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { codeTitleTransformer } from './code-meta';
import { rehypeCollectToc, type TocItem } from './toc';

/** Light and dark themes rendered together as CSS variables, switched by the `dark` class. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * The unified plugins for every page. Languages load lazily into shiki's singleton highlighter,
 * so a site with one Rust block does not pay for 200 grammars, and unknown languages fall back
 * to plain text instead of failing the build.
 */
export function buildMdxPlugins(toc: TocItem[]): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  return {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      rehypeSlug,
      rehypeCollectToc(toc),
      [
        rehypeShiki,
        {
          themes: CODE_THEMES,
          defaultColor: false,
          langs: [],
          lazy: true,
          fallbackLanguage: 'text',
          defaultLanguage: 'text',
          transformers: [codeTitleTransformer, transformerMetaHighlight(), transformerNotationHighlight(), transformerNotationDiff()],
        },
      ],
    ],
  };
}

/** Replaces `{{name}}` with `variables.name` from docs.json; unknown names stay as written. */
export function applyVariables(source: string, variables: Record<string, string> | undefined): string {
  if (!variables) return source;
  return source.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole);
}
