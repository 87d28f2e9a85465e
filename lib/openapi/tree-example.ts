/**
 * The example generated for a body, response or schema page whose spec gives none, read from the
 * display tree the page draws (schema-tree.ts) rather than from the spec again. What the example
 * shows is therefore exactly what the page documents: the same `allOf` merge, the same fields
 * hidden in requests (`readOnly`) and responses (`writeOnly`), the same cut where a deep schema is
 * linked instead of inlined. Trees are shared between pages, so each node's example is built once
 * per build.
 *
 * The placeholder values are the ones Mintlify's pages show (`<string>`, `123`, a fixed date-time,
 * `jsmith@example.com`…), so a site moved here keeps the examples its readers know, and they match
 * the `<string>` placeholders of the sample request's parameters (example-values.ts).
 * Browser-safe.
 */
import type { SchemaNode } from './page-model-types';
import { isObj } from './types';

/** Fixed values per string format: a format with none here is `<string>`. */
const STRING_FORMATS: Record<string, string> = {
  byte: 'aSDinaTvuI8gbWludGxpZnk=',
  base64: 'aSDinaTvuI8gbWludGxpZnk=',
  date: '2023-12-25',
  'date-time': '2023-11-07T05:31:56Z',
  email: 'jsmith@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  ipv4: '127.0.0.1',
  ipv6: '2606:4700:3108::ac42:2835',
};

const DEFAULT_NUMBER = 123;

const examples = new WeakMap<SchemaNode, unknown>();

/** An example value of `node`, from the spec's own field examples where it has them. */
export function exampleOfNode(node: SchemaNode): unknown {
  // Only values with children are remembered: a leaf (two of three nodes) is built quicker than a
  // WeakMap entry is added, and each entry also costs the garbage collector.
  if (!node.properties && !node.items && !node.choices) return build(node);
  if (examples.has(node)) return examples.get(node);
  const value = build(node);
  examples.set(node, value);
  return value;
}

function build(node: SchemaNode): unknown {
  // What the author wrote wins: a field's example, then its default, const and first enum value.
  if (node.examples?.[0] !== undefined) return node.examples[0];
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum.find((v) => v !== null) ?? node.enum[0];
  const fields = node.properties ? objectOf(node.properties) : undefined;
  if (node.choices?.options.length) {
    // The first option, as the page opens it; an object's own fields stay beside the option's.
    const chosen = exampleOfNode(node.choices.options[0].schema);
    return fields && isObj(chosen) ? { ...fields, ...chosen } : (fields ?? chosen);
  }
  if (fields) return fields;
  const type = firstType(node.type);
  if (type === 'array' || node.items) return node.items ? [exampleOfNode(node.items)] : [];
  if (type === 'object' || node.additionalProperties !== undefined) return {};
  if (type === 'string') return (node.format && STRING_FORMATS[node.format.toLowerCase()]) ?? '<string>';
  if (type === 'integer' || type === 'number') return numberWithin(node.constraints ?? {}, type === 'integer');
  if (type === 'boolean') return true;
  if (type === undefined && node.nullable) return null;
  return '<any>';
}

/**
 * An object's fields in page order. A map (`additionalProperties` only) stays `{}`, as on Mintlify:
 * an invented key would be sent as it is by the playground and by a copied request; the page lists
 * the map's value type. A cut or recursive node has no fields here either.
 */
function objectOf(properties: readonly SchemaNode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const property of properties) if (property.name !== undefined) out[property.name] = exampleOfNode(property);
  return out;
}

/** `integer | string` shows its first type; `null` never reaches here (it is `nullable`). */
function firstType(type: string | undefined): string | undefined {
  const bar = type?.indexOf(' | ') ?? -1;
  return bar === -1 ? type : type?.slice(0, bar);
}

/**
 * 123 where the bounds allow it; else the middle of the two bounds, or the one bound (stepped
 * inside by one when exclusive). Integers round toward the inside.
 */
function numberWithin(constraints: Record<string, unknown>, integer: boolean): number {
  const low = bound(constraints.minimum, constraints.exclusiveMinimum);
  const high = bound(constraints.maximum, constraints.exclusiveMaximum);
  if (low && high) return integer ? Math.floor((low.at + high.at) / 2) : (low.at + high.at) / 2;
  if (low && (low.exclusive ? DEFAULT_NUMBER <= low.at : DEFAULT_NUMBER < low.at)) {
    const inside = low.exclusive ? low.at + 1 : low.at;
    return integer ? Math.ceil(inside) : inside;
  }
  if (high && (high.exclusive ? DEFAULT_NUMBER >= high.at : DEFAULT_NUMBER > high.at)) {
    const inside = high.exclusive ? high.at - 1 : high.at;
    return integer ? Math.floor(inside) : inside;
  }
  return DEFAULT_NUMBER;
}

/** `minimum`/`maximum` with 3.0's boolean `exclusive*` or 3.1's numeric one. */
function bound(inclusive: unknown, exclusive: unknown): { at: number; exclusive: boolean } | undefined {
  if (typeof exclusive === 'number') return { at: exclusive, exclusive: true };
  if (typeof inclusive !== 'number') return undefined;
  return { at: inclusive, exclusive: exclusive === true };
}
