import type { Node, Program } from 'estree';

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

const NOT_LITERAL = Symbol('not literal');

/** Names with known literal values (a page's `export const x = "…"`), for `evaluateLiteral`. */
export type LiteralScope = ReadonlyMap<string, Literal>;

const EMPTY: LiteralScope = new Map();

/**
 * The value of a JavaScript expression made only of literals (`2`, `true`, `-1`, `"a"`,
 * `["a", "b"]`, `{ title: "x" }`), or `undefined` when it holds anything else. With a `scope`,
 * names it binds count as literals too, and so do what is built from them without calling
 * anything: template strings (`` `All ${name}` ``), member access (`conf.title`, `items[0]`), `+`,
 * `??`, `||`, `&&` and `a ? b : c`. Evaluated by walking the syntax tree, never by running code:
 * pages are untrusted input.
 */
export function evaluateLiteral(node: Node | null | undefined, scope: LiteralScope = EMPTY): Literal | undefined {
  const value = walk(node, scope);
  return value === NOT_LITERAL ? undefined : value;
}

/** The literal value of the single expression in an MDX `{…}` attribute or text, if it is one. */
export function evaluateProgram(program: Program | null | undefined, scope: LiteralScope = EMPTY): Literal | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? evaluateLiteral(statement.expression, scope) : undefined;
}

type Value = Literal | typeof NOT_LITERAL;

function walk(node: Node | null | undefined, scope: LiteralScope): Value {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? NOT_LITERAL : (node.value);
    case 'Identifier':
      return scope.has(node.name) ? scope.get(node.name)! : NOT_LITERAL;
    case 'TemplateLiteral': {
      const parts = node.expressions.map((e) => walk(e, scope));
      if (parts.some((p) => p === NOT_LITERAL || (typeof p === 'object' && p !== null))) return NOT_LITERAL;
      return node.quasis.map((q, i) => (q.value.cooked ?? '') + (i < parts.length ? String(parts[i] as string | number | boolean | null) : '')).join('');
    }
    case 'MemberExpression':
      return member(node.object, node.computed ? walk(node.property, scope) : node.property.type === 'Identifier' ? node.property.name : NOT_LITERAL, scope);
    case 'BinaryExpression': {
      if (node.operator !== '+') return NOT_LITERAL;
      const [a, b] = [walk(node.left, scope), walk(node.right, scope)];
      if (typeof a === 'number' && typeof b === 'number') return a + b;
      return (typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number') ? `${a}${b}` : NOT_LITERAL;
    }
    case 'LogicalExpression': {
      const left = walk(node.left, scope);
      if (left === NOT_LITERAL) return NOT_LITERAL;
      const useLeft = node.operator === '??' ? left !== null : node.operator === '||' ? Boolean(left) : !left;
      return useLeft ? left : walk(node.right, scope);
    }
    case 'ConditionalExpression': {
      const test = walk(node.test, scope);
      return test === NOT_LITERAL ? NOT_LITERAL : walk(test ? node.consequent : node.alternate, scope);
    }
    case 'UnaryExpression': {
      const inner = walk(node.argument, scope);
      if (typeof inner === 'number' && node.operator === '-') return -inner;
      if (typeof inner === 'number' && node.operator === '+') return inner;
      if (typeof inner === 'boolean' && node.operator === '!') return !inner;
      return NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items = node.elements.map((el) => (el && el.type !== 'SpreadElement' ? walk(el, scope) : NOT_LITERAL));
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : (items as Literal[]);
    }
    case 'ObjectExpression': {
      const out: Record<string, Literal> = {};
      for (const prop of node.properties) {
        if (prop.type !== 'Property' || prop.computed || prop.kind !== 'init') return NOT_LITERAL;
        const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? String(prop.key.value) : null;
        const value = walk(prop.value, scope);
        if (key === null || value === NOT_LITERAL) return NOT_LITERAL;
        out[key] = value;
      }
      return out;
    }
    default:
      return NOT_LITERAL;
  }
}

/** `object[key]` of a literal array or plain object; an own property only, never the prototype's. */
function member(objectNode: Node, key: Value, scope: LiteralScope): Value {
  const object = walk(objectNode, scope);
  if (object === NOT_LITERAL || object === null || typeof object !== 'object') return NOT_LITERAL;
  if (Array.isArray(object)) return typeof key === 'number' && Number.isInteger(key) && key >= 0 && key < object.length ? object[key] : NOT_LITERAL;
  if (typeof key !== 'string' && typeof key !== 'number') return NOT_LITERAL;
  return Object.hasOwn(object, String(key)) ? object[String(key)] : NOT_LITERAL;
}
