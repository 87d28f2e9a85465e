import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { findExportedNames, findImports, findLiteralExports } from './find-imports';
import { readPageSource } from './page-source';
import type { Literal } from './literal-value';
import { resolveLegacySnippet, resolveSnippet, snippetKind, type SnippetContext } from './resolve-snippet';

/** What a name bound by an `import` stands for: an MDX file to inline, or why it cannot be. */
export type SnippetBinding =
  | { file: string; source: string; line?: number }
  | { source: string; line?: number; reason: 'missing' | 'unsupported' | 'not-literal' };

export type Parse = (text: string) => Root;

/**
 * Resolves a page's imports: a default import of an MDX file is a snippet to inline; a named
 * import of an MDX file's literal `export const` is a value; its other exports and JSX-file
 * imports are author code (run by remarkAuthorIslands); everything else (packages, missing files,
 * names the file does not export) cannot be rendered and becomes a placeholder.
 */
export function bindSnippetImports(tree: Root, context: SnippetContext, parse: Parse) {
  const bindings = new Map<string, SnippetBinding>();
  const values = new Map<string, Literal>();
  for (const found of findImports(tree)) {
    const kind = snippetKind(found.source);
    // Components from `.jsx`/`.tsx`/`.js` files run as author code (remarkAuthorIslands).
    if (kind === 'jsx') continue;
    const file = kind === 'mdx' ? resolveSnippet(found.source, context) : null;
    const { source, line } = found;
    for (const { imported, local } of found.names) {
      if (!file) bindings.set(local, { source, line, reason: kind === 'mdx' ? 'missing' : 'unsupported' });
      else if (imported === 'default') bindings.set(local, { file, source, line });
      else {
        const snippet = parse(readSnippetBody(file));
        const value = findLiteralExports(snippet).get(imported);
        if (value !== undefined) values.set(local, value);
        else if (!findExportedNames(snippet).has(imported)) bindings.set(local, { source, line, reason: 'not-literal' });
      }
    }
  }
  return { bindings, values };
}

/** A snippet file's Markdown, without frontmatter. */
export function readSnippetBody(file: string): string {
  return readPageSource(file).body;
}

/** The legacy `<Snippet file="x.mdx" />`, resolved in `snippets/` then `_snippets/`. */
export function legacyBinding(node: MdxJsxFlowElement | MdxJsxTextElement, options: SnippetContext): SnippetBinding | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
  if (!attr || typeof attr.value !== 'string') return undefined;
  const file = resolveLegacySnippet(attr.value, options);
  const source = `/snippets/${attr.value.replace(/^\/?_?snippets\//, '')}`;
  return file ? { file, source } : { source, line: node.position?.start.line, reason: 'missing' };
}
