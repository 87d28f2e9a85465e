/**
 * A named schema's tree built on its own, as a page builds it at one place: in one mode (request
 * or response), as deep among named schemas as there, with the page's node budget. Where a level
 * of it equals what a page drew, every page with that schema at that place can load the level
 * from one shared URL (components/openapi/deferred-place.ts): a named schema's own level, or an
 * anonymous one inside it (GitHub's `validation-error` errors, `repository` permissions).
 * Browser-safe.
 */
import { materialiseLevel } from './materialise';
import type { SchemaNode } from './page-model-types';
import { buildSchemaNode, PAGE_NODE_BUDGET, type TreeContext } from './schema-tree';
import { isObj, type Obj } from './types';

/**
 * A level of `components.schemas[name]` drawn at anchor `root`: the node at anchor `at` in it.
 * `depth` is how many named schemas enclose it where the page drew it (deeper ones are linked, not
 * expanded, schema-tree.ts), `above` those of them whose name occurs inside it (a cycle there
 * becomes a `recursive` marker); the others only count.
 */
export type NamedLevelKey = { name: string; mode: 'request' | 'response'; above: string[]; depth: number; root: string; at: string };

const LEVELS_PER_SPEC = 5000;
const trees = new WeakMap<Obj, Map<string, SchemaNode | null>>();

/** The level `key` names, or undefined when the spec has no such schema (or one above it) or no level at `at`. */
export function buildNamedLevel(doc: Obj, key: NamedLevelKey, postKeys?: readonly string[]): SchemaNode | undefined {
  const schemas = isObj(doc.components) ? doc.components.schemas : undefined;
  if (!isObj(schemas) || ![key.name, ...key.above].every((n) => Object.hasOwn(schemas, n))) return undefined;
  if (!Number.isInteger(key.depth) || key.depth < key.above.length || key.depth > MAX_DEPTH) return undefined;
  const id = JSON.stringify([key.name, key.mode, key.above, key.depth, key.root, postKeys ?? []]);
  let byDoc = trees.get(doc);
  if (!byDoc) trees.set(doc, (byDoc = new Map<string, SchemaNode | null>()));
  let tree = byDoc.get(id);
  if (tree === undefined) {
    // Keys come from request parameters too: bounded, like the Markdown cache.
    if (byDoc.size >= LEVELS_PER_SPEC) byDoc.clear();
    const ctx: TreeContext = { doc, mode: key.mode, budget: { left: PAGE_NODE_BUDGET }, postKeys };
    // Enclosing schemas that do not occur inside only count: stand-ins no ref can equal.
    const stack = [
      ...key.above.map(schemaRef),
      ...Array.from({ length: key.depth - key.above.length }, (_, i) => `#/x-lectern-above/${i}`),
    ];
    tree = materialiseLevel(buildSchemaNode(ctx, { $ref: schemaRef(key.name) }, {}, stack, key.depth), key.root);
    byDoc.set(id, tree);
  }
  return tree ? findAt(tree, key.at) : undefined;
}

const MAX_DEPTH = 24;

/** The first node drawn at `anchor` in a tree, in page order (drawn-nodes.ts). */
function findAt(tree: SchemaNode, anchor: string): SchemaNode | undefined {
  const stack = [tree];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.anchor === anchor) return n;
    const children = [
      ...(n.properties ?? []),
      ...(n.items ? [n.items] : []),
      ...(typeof n.additionalProperties === 'object' ? [n.additionalProperties] : []),
      ...(n.choices?.options.map((o) => o.schema) ?? []),
    ];
    stack.push(...children.reverse());
  }
  return undefined;
}

function schemaRef(name: string): string {
  return `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
