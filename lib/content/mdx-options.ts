import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import type { ShikiTransformer } from 'shiki';
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import path from 'node:path';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { transformerCodeClasses, type CodeClasses } from './code-classes';
import { TOKENIZE_TIME_LIMIT_MS } from './code-classes-core';
import { codeMetaTransformer } from './code-meta';
import { DEFAULT_CODE_STYLE, toShikiLanguages, type CodeStyle } from './code-style';
import { remarkAnchorIds } from './remark-anchor-ids';
import { remarkHeadingIds } from './heading-ids';
import { remarkApiExamples } from './remark-api-examples';
import { remarkAuthorIslands, type AuthorSink } from './remark-author-islands';
import { remarkIconLibrary, type IconLibrary } from './remark-icon-library';
import { remarkLiteralProps } from './remark-literal-props';
import { remarkGfmAlerts } from './remark-gfm-alerts';
import { remarkMermaid } from './remark-mermaid';
import { remarkPageConstants } from './remark-page-constants';
import { remarkSnippets } from './remark-snippets';
import { remarkTreeList } from './remark-tree-list';
import { remarkViews } from './remark-views';
import { remarkUnknownComponents } from './remark-unknown-components';
import { remarkUnwrapParagraphs } from './remark-unwrap-paragraphs';
import { rehypeCollectToc, type TocItem } from './toc';

export { applyVariables } from './apply-variables';
export { escapeHeadingIds } from './heading-ids';

export { CODE_THEMES } from './code-style';

/**
 * The `@shikijs/rehype` options every Markdown pipeline shares (pages and OpenAPI descriptions), so
 * fenced code looks the same everywhere: both themes as CSS variables, grammars loaded on first use,
 * and an unknown or missing language shown as plain text instead of failing the render.
 */
export function shikiRehypeOptions(style: CodeStyle, transformers: ShikiTransformer[]): RehypeShikiOptions {
  const langs = toShikiLanguages(style.grammars);
  return {
    themes: style.themes,
    defaultColor: false,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
    langs,
    lazy: true,
    fallbackLanguage: 'text',
    defaultLanguage: 'text',
    transformers,
  };
}

/** What the page pipeline needs to know about the page beyond its text. */
export type MdxPageOptions = {
  /** The docs folder snippets resolve against; default `DOCS_DIR`, else the working directory. */
  docsDir?: string;
  /** The page file relative to the docs folder, for `./relative.mdx` snippet imports. */
  file?: string;
  /** docs.json `variables`, applied inside snippets too. */
  variables?: Record<string, string>;
  /** docs.json `styling.codeblocks`: Shiki themes and custom grammars (lib/site/code-style); default Lectern's pair. */
  codeStyle?: CodeStyle;
  /**
   * The palette classes of `codeStyle` (loadCodeClasses): tokens name them instead of carrying
   * inline styles. Left out where the page is shown without the palette's stylesheet (the
   * editor's preview document), so its code keeps inline colours.
   */
  codeClasses?: CodeClasses;
  /** docs.json `styling.latex`: `false` leaves `$` literal (no math parsing); otherwise math renders where used. */
  latex?: boolean;
  /** docs.json `icons.library`. */
  iconLibrary?: IconLibrary;
  /** The line of the file the body starts on (after frontmatter), for located messages. */
  bodyLine?: number;
  /** Receives the page's compiled author code (its components and expressions), if it has any. */
  authorSink?: AuthorSink;
};

/**
 * The unified plugins for every page. The remark steps run before next-mdx-remote's `blockJS`
 * (which strips imports and expressions): snippets are inlined, author components and expressions
 * become browser-run islands (their code bundled into `authorSink`), literal props kept, mermaid
 * fences become diagrams, fields and updates get anchor ids, and unknown components become
 * placeholders, in that order, so inlined snippet content goes through every later step.
 * Languages load lazily into shiki's singleton highlighter, so a site with one Rust block does
 * not pay for 200 grammars, and unknown languages fall back to plain text.
 */
export function buildMdxPlugins(toc: TocItem[], page: MdxPageOptions = {}): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  const docsDir = path.resolve(page.docsDir ?? (process.env.DOCS_DIR || process.cwd()));
  return {
    remarkPlugins: [
      remarkGfm,
      // Mintlify parses pages with remark-math's defaults (@mintlify/common `coreRemarkMdxPlugins`):
      // `$…$` inline, `$$…$$` display, and a lone `$5` stays text, as does an escaped `\$`.
      // `styling.latex: false` turns math off: a page about prices keeps every `$` as written.
      ...(page.latex === false ? [] : [remarkMath]),
      remarkHeadingIds,
      [remarkSnippets, { docsDir, file: page.file, variables: page.variables }],
      remarkPageConstants,
      [remarkAuthorIslands, { docsDir, file: page.file ?? 'page.mdx', bodyLine: page.bodyLine, sink: page.authorSink ?? {} }],
      remarkLiteralProps,
      remarkMermaid,
      remarkGfmAlerts,
      remarkTreeList,
      remarkViews,
      [remarkIconLibrary, page.iconLibrary],
      remarkAnchorIds,
      remarkApiExamples,
      remarkUnknownComponents,
      remarkUnwrapParagraphs,
    ],
    rehypePlugins: [
      rehypeSlug,
      rehypeCollectToc(toc),
      // After the toc (a heading keeps its TeX source as text), before shiki (display math arrives
      // as a `language-math` code block, which must become math, not highlighted code).
      ...(page.latex === false ? [] : ([[rehypeKatex, { output: 'htmlAndMathml', strict: false }]] as PluggableList)),
      [
        rehypeShiki,
        // Meta options (title, icon, lines, expandable, wrap, nocopy, highlight, focus, twoslash) and
        // the `// [!code …]` notations Mintlify documents, `:N` line counts included.
        shikiRehypeOptions(page.codeStyle ?? DEFAULT_CODE_STYLE, [
          codeMetaTransformer,
          transformerNotationHighlight(),
          transformerNotationFocus(),
          transformerNotationDiff(),
          ...(page.codeClasses ? [transformerCodeClasses(page.codeClasses)] : []),
        ]),
      ],
    ],
  };
}
