import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { buildAuthorModule, type AuthorCodeError, type AuthorModule } from './author-module';
import { AUTHOR_COMPONENT_NAMES, type IslandSpec } from './author-scope';
import { collectEsm } from './collect-esm';
import { evaluateProgram } from './literal-value';
import { isComponentName } from './known-components';

/** Where the compiled author code of a page is handed to the renderer (like the toc). */
export type AuthorSink = { module?: AuthorModule };

export type AuthorIslandOptions = { docsDir: string; file: string; bodyLine?: number; sink: AuthorSink };

type Element = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Author JavaScript, run as Mintlify runs it: `export`ed components of the page and of its `.mdx`
 * snippets, components imported from `.jsx`/`.tsx`/`.js` files, and `{expressions}`. Every use of
 * such a component and every non-literal expression becomes an `<AuthorIsland spec="…">` whose
 * MDX children stay server-rendered Markdown; the code itself is bundled once
 * (`buildAuthorModule`) into `sink.module` and runs in the reader's browser only, never on the
 * server (which then never evaluates author code: no access to its secrets or requests).
 * Runs after snippets are inlined and before unknown components are marked.
 */
export function remarkAuthorIslands(options: AuthorIslandOptions) {
  return async (tree: Root) => {
    const { code, names, inlined } = collectEsm(tree);
    const expressions: string[] = [];
    const add = (source: string) => expressions.push(source) - 1;
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const program = node.data?.estree as Program | undefined;
        if (!program || program.body.length === 0) return;
        if (isUnboundName(program, names)) return;
        const literal = evaluateProgram(program);
        const inline = node.type === 'mdxTextExpression';
        if (literal !== undefined && (typeof literal !== 'object' || literal === null)) {
          parent.children.splice(index, 1, { type: 'text', value: literal === null ? '' : String(literal) } as never);
          return SKIP;
        }
        const spec: IslandSpec = { x: add(node.value), label: `{${node.value.trim().slice(0, 40)}}`, at: at(options, node.position?.start.line) };
        parent.children[index] = island(spec, inline, []);
        return SKIP;
      }
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !isComponentName(node.name)) return;
      if (!names.has(node.name.split('.')[0]) && !usesAuthorCode(node, names)) return;
      const spec: IslandSpec = { x: add(node.name), component: true, label: `<${node.name}>`, at: at(options, node.position?.start.line) };
      for (const attr of node.attributes) {
        if (attr.type === 'mdxJsxExpressionAttribute') (spec.s ??= []).push(add(attr.value.replace(/^\s*\.\.\./, '')));
        else if (attr.value === null || attr.value === undefined) (spec.p ??= {})[attr.name] = true;
        else if (typeof attr.value === 'string') (spec.p ??= {})[attr.name] = attr.value;
        else (spec.e ??= {})[attr.name] = add(attr.value.value);
      }
      node.name = 'AuthorIsland';
      node.attributes = islandAttributes(spec, node.type === 'mdxJsxTextElement');
    });
    if (names.size === 0 && expressions.length === 0) return;
    const built = await buildAuthorModule(options.docsDir, { file: options.file, code }, [...inlined], expressions);
    // The page's own code is aligned with its body; snippet files are aligned with the whole file.
    const inBody = (e: AuthorCodeError) => (e.file === options.file && e.line ? { ...e, line: e.line + (options.bodyLine ?? 1) - 1 } : e);
    options.sink.module = built.error ? { error: inBody(built.error) } : { code: built.code, missing: built.missing.map(inBody) };
  };
}

/**
 * A built-in component (one author code may use: AUTHOR_COMPONENT_NAMES) with a prop computed by the
 * page's code (`title={name.toUpperCase()}`, `icon={pick()}`): the whole element runs as an island,
 * so the prop gets its real value, as on Mintlify. Props built only from constants were resolved on
 * the server already (remarkPageConstants), so only what needs code to run reaches here.
 */
function usesAuthorCode(node: Element, names: Set<string>): boolean {
  if (names.size === 0 || !node.name || !(AUTHOR_COMPONENT_NAMES as readonly string[]).includes(node.name)) return false;
  return node.attributes.some((attr) => {
    if (attr.type !== 'mdxJsxAttribute' || !attr.value || typeof attr.value === 'string') return false;
    if (evaluateProgram(attr.value.data?.estree) !== undefined) return false;
    return identifiersOf(attr.value.data?.estree as Program | undefined).some((name) => names.has(name));
  });
}

/** Every identifier an expression mentions (a property name after `.` too: a harmless over-count). */
function identifiersOf(program: Program | undefined): string[] {
  const out: string[] = [];
  if (program) visitEstree(program, (name) => out.push(name));
  return out;
}

function visitEstree(node: unknown, found: (name: string) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => visitEstree(n, found));
  const record = node as Record<string, unknown>;
  if (record.type === 'Identifier' && typeof record.name === 'string') found(record.name);
  for (const [key, value] of Object.entries(record)) if (key !== 'loc' && key !== 'range' && typeof value === 'object') visitEstree(value, found);
}

/**
 * `{name}` naming nothing the page binds, or `{{name}}` (an undefined docs.json variable, a
 * snippet prop nobody passed): placeholders that have always vanished from the text (blockJS
 * strips what is left), not code to run into a ReferenceError.
 */
function isUnboundName(program: Program, names: Set<string>): boolean {
  const statement = program.body[0];
  if (program.body.length !== 1 || statement.type !== 'ExpressionStatement') return false;
  const value = statement.expression;
  if (value.type === 'Identifier') return !names.has(value.name);
  return value.type === 'ObjectExpression' && value.properties.every((p) => p.type === 'Property' && p.shorthand);
}

function at({ file, bodyLine = 1 }: AuthorIslandOptions, line?: number): string {
  return line ? `${file}:${line + bodyLine - 1}` : file;
}

function islandAttributes(spec: IslandSpec, inline: boolean): MdxJsxAttribute[] {
  return [
    { type: 'mdxJsxAttribute', name: 'spec', value: JSON.stringify(spec) },
    ...(inline ? [{ type: 'mdxJsxAttribute' as const, name: 'inline', value: null }] : []),
  ];
}

function island(spec: IslandSpec, inline: boolean, children: Element['children']): Element {
  return { type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement', name: 'AuthorIsland', attributes: islandAttributes(spec, inline), children } as Element;
}
