import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { applyVariables } from './apply-variables';
import type { FrontmatterResult } from './frontmatter';
import { evaluateProgram, type Literal } from './literal-value';
import { parseMdx } from './parse-mdx';
import { proseLines } from './prose-lines';
import { remarkSnippets } from './remark-snippets';
import { STATIC_TYPES } from './static-files';

/** Where a page lives, so its snippets resolve as they do when it renders (lib/content/mdx-options). */
export type AssetRefContext = { docsDir: string; file: string; variables?: Record<string, string> };

/**
 * The static files (images, video, PDFs… anything `static-files.ts` serves) a page shows or links,
 * as written: `/images/a.png`, `./chart.svg`, `../files/b.pdf`. The page is read as it renders:
 * docs.json variables applied and its snippets inlined (so a file a page reaches only through a
 * snippet counts as the page's), then every Markdown image, link and reference definition, every
 * URL in every attribute of every element (`<object data>`, `<source srcset>`, `<video poster>`,
 * literal `{…}` values, `url(…)` in styles) and every file its frontmatter names. External URLs,
 * data: URIs and code are skipped; query strings and hashes are dropped. Access to a file is
 * derived from the pages that refer to it (lib/auth/asset-access.ts): missing one is a leak, so
 * any attribute counts, not a list of the ones known to load something. Takes the page as the
 * cached reader (page-source.ts) parsed it, so the frontmatter is not parsed a second time.
 */
export function findAssetRefs(page: Pick<FrontmatterResult, 'data' | 'body'>, context: AssetRefContext): string[] {
  const { data, body } = page;
  const found: string[] = [];
  collectStrings(data as Literal, found);
  const tree = parseInlined(applyVariables(body, context.variables), context);
  if (tree) collectTreeRefs(tree, found);
  // A body that does not parse renders as an error message, but what it names is still meant
  // for its readers only: every path-like word of its prose counts.
  else for (const { text } of proseLines(body)) found.push(...text.split(/[\s"'`()<>{}=[\]]+/));
  const out = new Set<string>();
  for (const value of found) for (const ref of toCandidates(value)) if (isLocalFile(ref)) out.add(ref);
  return [...out];
}

/** The body's tree with its snippets inlined by the renderer's own plugin, or null if any part fails to parse. */
function parseInlined(body: string, context: AssetRefContext): Root | null {
  const parse = (text: string): Root => {
    const tree = parseMdx(text);
    if (!tree) throw new Error('not parsable');
    return tree;
  };
  try {
    const tree = parse(body);
    remarkSnippets.call({ parse }, { docsDir: context.docsDir, file: context.file, variables: context.variables })(tree);
    return tree;
  } catch {
    return null;
  }
}

function collectTreeRefs(tree: Root, found: string[]): void {
  visit(tree, (node) => {
    if (node.type === 'image' || node.type === 'link' || node.type === 'definition') found.push(node.url);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attr of node.attributes) {
      if (attr.type !== 'mdxJsxAttribute' || attr.value === null || attr.value === undefined) continue;
      if (typeof attr.value === 'string') found.push(attr.value);
      else collectStrings(evaluateProgram(attr.value.data?.estree), found);
    }
  });
}

function collectStrings(value: Literal | undefined, found: string[]): void {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, found);
}

/**
 * The URLs one attribute value may load: the value itself, each candidate of a `srcset` list
 * (`a.png 1x, b.png 2x`), and each `url(…)` of a style. Applied to every value: a non-URL yields
 * nothing that passes `isLocalFile`.
 */
function toCandidates(value: string): string[] {
  const out = [value.trim()];
  for (const part of value.split(',')) out.push(part.trim().split(/\s+/)[0]);
  for (const m of value.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi)) out.push(m[1].trim());
  return out.map((ref) => ref.split(/[?#]/)[0]);
}

function isLocalFile(ref: string): boolean {
  if (!ref || /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//') || ref.startsWith('\\')) return false;
  const ext = /\.([a-z0-9]+)$/i.exec(ref)?.[1]?.toLowerCase();
  return ext !== undefined && ext in STATIC_TYPES;
}
