import type { Node, Program } from 'estree';

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

const NOT_LITERAL = Symbol('not literal');

/**
 * The value of a JavaScript expression made only of literals (`2`, `true`, `-1`, `"a"`,
 * `["a", "b"]`, `{ title: "x" }`), or `undefined` when it holds anything else. Evaluated by
 * walking the syntax tree, never by running code: pages are untrusted input.
 */
export function evaluateLiteral(node: Node | null | undefined): Literal | undefined {
  const value = walk(node);
  return value === NOT_LITERAL ? undefined : value;
}

/** The literal value of the single expression in an MDX `{…}` attribute or text, if it is one. */
export function evaluateProgram(program: Program | null | undefined): Literal | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? evaluateLiteral(statement.expression) : undefined;
}

function walk(node: Node | null | undefined): Literal | typeof NOT_LITERAL {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? NOT_LITERAL : (node.value);
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? '').join('') : NOT_LITERAL;
    case 'UnaryExpression': {
      const inner = walk(node.argument);
      if (typeof inner === 'number' && node.operator === '-') return -inner;
      if (typeof inner === 'number' && node.operator === '+') return inner;
      if (typeof inner === 'boolean' && node.operator === '!') return !inner;
      return NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items = node.elements.map((el) => (el && el.type !== 'SpreadElement' ? walk(el) : NOT_LITERAL));
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : (items as Literal[]);
    }
    case 'ObjectExpression': {
      const out: Record<string, Literal> = {};
      for (const prop of node.properties) {
        if (prop.type !== 'Property' || prop.computed || prop.kind !== 'init') return NOT_LITERAL;
        const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? String(prop.key.value) : null;
        const value = walk(prop.value);
        if (key === null || value === NOT_LITERAL) return NOT_LITERAL;
        out[key] = value;
      }
      return out;
    }
    default:
      return NOT_LITERAL;
  }
}
