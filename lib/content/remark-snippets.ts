import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { applySnippetProps, applyVariables } from './apply-variables';
import { evaluateProgram } from './literal-value';
import { isComponentName } from './known-components';
import { toDocsPath, type SnippetContext } from './resolve-snippet';
import { bindSnippetImports, legacyBinding, readSnippetBody, type Parse } from './snippet-bindings';
import { scalarText } from '../openapi/scalar-text';

export type SnippetOptions = SnippetContext & { variables?: Record<string, string> };

type InlineOptions = SnippetOptions & { parse: Parse; kept: RootContent[] };

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const MAX_DEPTH = 8;

/**
 * Snippet imports, done by Lectern because `blockJS` strips every import: `<X />` for
 * `import X from '/snippets/x.mdx'` is replaced by that file's content (props substituted as
 * `{{prop}}` or `{prop}`; literal `export const`s usable as `{name}`), as is the legacy
 * `<Snippet file="x.mdx" />`. A package import or a missing file renders as a named placeholder;
 * `lectern check` warns about each. JSX-file imports are left to remarkAuthorIslands.
 */
export function remarkSnippets(this: { parse(text: string): unknown }, options: SnippetOptions) {
  const parse: Parse = (text) => this.parse(text) as Root;
  return (tree: Root) => {
    const kept: RootContent[] = [];
    inline(tree, { ...options, parse, kept }, []);
    tree.children.push(...kept);
  };
}

function inline(tree: Root, options: InlineOptions, stack: string[]): void {
  const { bindings, values } = bindSnippetImports(tree, options, options.parse);
  // The page's own imported values, for props built from them (remarkPageConstants).
  if (stack.length === 0) tree.data = { ...tree.data, lecternImportedValues: values } as Root['data'];
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'mdxjsEsm' && stack.length > 0) {
      // The snippet's exports stay in scope for its inlined content: moved to the page's root, marked
      // with their file (remarkAuthorIslands bundles that file's exports).
      parent.children.splice(index, 1);
      options.kept.push({ ...node, data: { ...node.data, lecternFile: `/${options.file}` } } as RootContent);
      return [SKIP, index];
    }
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && values.has(node.value.trim())) {
      parent.children.splice(index, 1, { type: 'text', value: scalarText(values.get(node.value.trim())) } as never);
      return SKIP;
    }
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !isComponentName(node.name)) return;
    const binding = node.name === 'Snippet' ? legacyBinding(node, options) : bindings.get(node.name);
    if (!binding) return;
    if ('reason' in binding || stack.includes(binding.file) || stack.length >= MAX_DEPTH) {
      parent.children[index] = placeholder(node, 'reason' in binding ? binding : { source: toDocsPath(binding.file, options), reason: 'cycle' });
      return SKIP;
    }
    const content = loadSnippet(binding.file, node, options, stack);
    const replacement = node.type === 'mdxJsxTextElement' ? toPhrasing(content) : content;
    parent.children.splice(index, 1, ...(replacement as never[]));
    return [SKIP, index + replacement.length];
  });
}



/** The snippet's content for one use: props substituted, its own snippets inlined. */
function loadSnippet(file: string, use: JsxElement, options: InlineOptions, stack: string[]): RootContent[] {
  const props: Record<string, string> = {};
  for (const attr of use.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name === 'file') continue;
    const value = typeof attr.value === 'object' && attr.value ? evaluateProgram(attr.value.data?.estree) : (attr.value ?? 'true');
    if (value !== undefined) props[attr.name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const text = applySnippetProps(applyVariables(readSnippetBody(file), options.variables), props);
  const tree = options.parse(text);
  inline(tree, { ...options, file: toDocsPath(file, options).slice(1) }, [...stack, file]);
  return tree.children;
}

/** Snippet content used inside a sentence: the text of its paragraphs, never a block in a `<p>`. */
function toPhrasing(nodes: RootContent[]): RootContent[] {
  if (nodes.every((n) => n.type === 'paragraph')) {
    return (nodes).flatMap((p, i) => [...(i > 0 ? [{ type: 'text', value: ' ' } as const] : []), ...p.children]);
  }
  return nodes;
}

function placeholder(node: JsxElement, binding: { source: string; reason: string }): JsxElement {
  return {
    ...node,
    name: 'UnknownComponent',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'name', value: node.name },
      { type: 'mdxJsxAttribute', name: 'source', value: binding.source },
      { type: 'mdxJsxAttribute', name: 'reason', value: binding.reason },
      ...(node.type === 'mdxJsxTextElement' ? [{ type: 'mdxJsxAttribute' as const, name: 'inline', value: null }] : []),
    ],
  };
}
