import type { Expression, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttributeValueExpression } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { SKIP, visit } from 'unist-util-visit';
import { evaluateLiteral, evaluateProgram, type Literal } from './literal-value';

/** Literal values of names the page imports from `.mdx` snippets, left on the tree by remarkSnippets. */
export type ImportedValues = Map<string, Literal>;
type TreeData = { lecternImportedValues?: ImportedValues };

/**
 * Props and text built from the page's constants, resolved at build time as Mintlify's run of the
 * page would resolve them: `<Card title={name}>`, `` title={`All ${name}`} ``, `icon={icons.rocket}`,
 * `<Tabs items={conf.items}>`, `{name}` in text, where `name` is a literal `export const` of the
 * page, of an inlined snippet, or a named import of a snippet's literal export. Each resolved value
 * replaces the expression as a literal, which remarkLiteralProps then keeps (blockJS strips every
 * other expression). Nothing runs: the values come from walking the syntax tree. Components the
 * page defines or imports are left alone: they run as author code with the real bindings.
 */
export function remarkPageConstants() {
  return (tree: Root) => {
    const { scope, bound } = collectScope(tree);
    if (scope.size === 0) return;
    visit(tree, (node, index, parent) => {
      if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && parent && index !== undefined) {
        const value = evaluateProgram(node.data?.estree, scope);
        if (typeof value !== 'string' && typeof value !== 'number') return;
        parent.children.splice(index, 1, { type: 'text', value: String(value) } as never);
        return SKIP;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (node.name && bound.has(node.name.split('.')[0])) return;
      for (const attr of node.attributes) {
        if (attr.type !== 'mdxJsxAttribute' || !attr.value || typeof attr.value === 'string') continue;
        const value = evaluateProgram(attr.value.data?.estree, scope);
        if (value !== undefined) attr.value = literalAttribute(value);
      }
    });
  };
}

/**
 * The page's literal constants, in order (a constant may use the ones before it), with the
 * snippet imports remarkSnippets resolved; and every name the page's ESM binds, which marks the
 * author's own components.
 */
function collectScope(tree: Root): { scope: Map<string, Literal>; bound: Set<string> } {
  const scope = new Map<string, Literal>((tree.data as TreeData | undefined)?.lecternImportedValues ?? []);
  const bound = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) bound.add(s.local.name);
      if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
      const decl = statement.declaration;
      if (decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') bound.add(decl.id.name);
      if (decl.type !== 'VariableDeclaration') continue;
      for (const d of decl.declarations) {
        if (d.id.type !== 'Identifier') continue;
        bound.add(d.id.name);
        const value = decl.kind === 'const' ? evaluateLiteral(d.init, scope) : undefined;
        if (value !== undefined) scope.set(d.id.name, value);
      }
    }
  });
  // A literal is not a component: `<name />` of a string constant is not the author's code.
  for (const name of scope.keys()) bound.delete(name);
  return { scope, bound };
}

/** An attribute expression holding `value` as a literal, as the MDX parser would have produced it. */
function literalAttribute(value: Literal): MdxJsxAttributeValueExpression {
  const source = JSON.stringify(value);
  const expression = toEstree(value);
  const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
  return { type: 'mdxJsxAttributeValueExpression', value: source, data: { estree } };
}

function toEstree(value: Literal): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, v]) => ({
        type: 'Property', key: { type: 'Literal', value: key }, value: toEstree(v), kind: 'init', method: false, shorthand: false, computed: false,
      })),
    };
  }
  if (typeof value === 'number' && value < 0) return { type: 'UnaryExpression', operator: '-', prefix: true, argument: { type: 'Literal', value: -value } };
  return { type: 'Literal', value };
}
