import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { locateUnknownComponents } from './find-unknown-components';
import { parseMdx } from './parse-mdx';
import { isComponentName } from './known-components';
import { toDocsPath, type SnippetContext } from './resolve-snippet';
import { bindSnippetImports, legacyBinding, readSnippetBody, type SnippetBinding } from './snippet-bindings';

/** A snippet problem of a page, at the 1-based body line of the use that shows it. */
export type SnippetProblem = { line?: number; message: string };

const MAX_DEPTH = 8;

/**
 * Why snippets a page uses will not render: a missing file, a package import, a
 * non-literal export, and unknown components inside the MDX snippets it inlines. Each becomes a
 * `lectern check` warning; the page itself shows a placeholder in their place.
 */
export function findSnippetProblems(body: string | Root, context: SnippetContext): SnippetProblem[] {
  const tree = typeof body === 'string' ? parseMdx(body) : body;
  return tree ? problemsOf(tree, context, [], undefined) : [];
}

function problemsOf(tree: Root, context: SnippetContext, stack: string[], useLine: number | undefined): SnippetProblem[] {
  const out: SnippetProblem[] = [];
  const inSnippet = stack.length > 0 ? ` (in snippet ${toDocsPath(stack[stack.length - 1], context)})` : '';
  const parse = (text: string) => parseMdx(text) ?? ({ type: 'root', children: [] });
  const { bindings } = bindSnippetImports(tree, context, parse);
  const reported = new Set<string>();
  visit(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !isComponentName(node.name)) return;
    const binding = node.name === 'Snippet' ? legacyBinding(node, context) : bindings.get(node.name);
    const key = node.name === 'Snippet' ? `Snippet:${binding?.source}` : node.name;
    if (!binding || reported.has(key)) return;
    reported.add(key);
    const line = useLine ?? node.position?.start.line;
    if ('reason' in binding) {
      out.push({ line, message: `${describe(node.name, binding)}${inSnippet}` });
      return;
    }
    if (stack.includes(binding.file) || stack.length >= MAX_DEPTH) {
      out.push({ line, message: `snippet ${binding.source} includes itself${inSnippet}` });
      return;
    }
    const snippet = parseMdx(readSnippetBody(binding.file));
    if (!snippet) {
      out.push({ line, message: `snippet ${binding.source} has an MDX syntax error${inSnippet}` });
      return;
    }
    const inner = { ...context, file: toDocsPath(binding.file, context).slice(1) };
    for (const unknown of locateUnknownComponents(snippet)) {
      out.push({ line, message: `unknown component <${unknown.name}> (in snippet ${binding.source})` });
    }
    out.push(...problemsOf(snippet, inner, [...stack, binding.file], line));
  });
  return out;
}

function describe(name: string, binding: Extract<SnippetBinding, { reason: string }>): string {
  const what = `<${name}> renders as a placeholder`;
  if (binding.reason === 'missing') return `snippet ${binding.source} not found: ${what}`;
  if (binding.reason === 'not-literal') return `${binding.source} exports no literal value named ${name}: ${what}`;
  if (!/^[./]/.test(binding.source)) return `import from "${binding.source}" is not supported: ${what}`;
  return `${binding.source} cannot be used: ${what}`;
}
