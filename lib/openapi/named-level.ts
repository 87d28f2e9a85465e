/**
 * A named schema's tree built on its own, as a page builds it at one place: in one mode (request
 * or response), under the named schemas above it, with a page's node budget. Where it equals what
 * a page drew, every page with that schema at that place can load the level from one shared URL
 * (components/openapi/deferred-place.ts). Browser-safe.
 */
import { materialiseLevel } from './materialise';
import type { SchemaNode } from './page-model-types';
import { buildSchemaNode, PAGE_NODE_BUDGET, type TreeContext } from './schema-tree';
import { isObj, type Obj } from './types';

export type NamedLevelKey = { name: string; mode: 'request' | 'response'; above: string[]; anchor: string };

const LEVELS_PER_SPEC = 5000;
const levels = new WeakMap<Obj, Map<string, SchemaNode | null>>();

/** The tree of `components.schemas[name]` drawn at `anchor`, or undefined when the spec has no such schema (or one above it). */
export function buildNamedLevel(doc: Obj, key: NamedLevelKey, postKeys?: readonly string[]): SchemaNode | undefined {
  const schemas = isObj(doc.components) ? doc.components.schemas : undefined;
  if (!isObj(schemas) || ![key.name, ...key.above].every((n) => Object.hasOwn(schemas, n))) return undefined;
  const id = JSON.stringify([key.name, key.mode, key.above, key.anchor, postKeys ?? []]);
  let byDoc = levels.get(doc);
  if (!byDoc) levels.set(doc, (byDoc = new Map<string, SchemaNode | null>()));
  let level = byDoc.get(id);
  if (level === undefined) {
    // Keys come from request parameters too: bounded, like the Markdown cache.
    if (byDoc.size >= LEVELS_PER_SPEC) byDoc.clear();
    const ctx: TreeContext = { doc, mode: key.mode, budget: { left: PAGE_NODE_BUDGET }, postKeys };
    const tree = buildSchemaNode(ctx, { $ref: schemaRef(key.name) }, {}, key.above.map(schemaRef), key.above.length);
    level = materialiseLevel(tree, key.anchor);
    byDoc.set(id, level);
  }
  return level ?? undefined;
}

function schemaRef(name: string): string {
  return `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
