/**
 * Schema Object → display tree (https://spec.openapis.org/oas/v3.1.0#schema-object): objects,
 * arrays, merged `allOf`, `oneOf`/`anyOf` choices titled by the subschema's `title`,
 * discriminators, 3.0 `nullable` and 3.1 type arrays, `const`, `additionalProperties`. A `$ref`
 * that re-enters a schema being expanded becomes a `recursive` marker after one level; a shared
 * node budget keeps every page small. Browser-safe.
 */
import type { SchemaNode } from './page-model-types';
import { deref, refName } from './refs';
import { buildPills } from './pills';
import { mergeAllOf } from './schema-merge';
import { describeSchema } from './schema-fields';
import { isObj, type Obj } from './types';

export type TreeContext = {
  doc: Obj;
  /** Requests hide `readOnly` fields, responses hide `writeOnly` ones. */
  mode: 'request' | 'response' | 'neutral';
  /** Nodes this page may still expand (shared across the page's trees). */
  budget: { left: number };
  /** `api.params.post` keys (ModelOptions). */
  postKeys?: readonly string[];
};

/** Nodes one page may expand before deeper schemas are cut (and linked to their schema page). */
export const PAGE_NODE_BUDGET = 400;
/**
 * Named schemas nested deeper than this are linked, not inlined: Stripe's expandable fields
 * (`anyOf: [string, Customer]` everywhere) otherwise put ~500 KB of schema on every page.
 */
export const MAX_INLINE_REFS = 2;
const MAX_DEPTH = 24;

type Where = { anchor: string; name?: string; required?: boolean };

/** Build the display tree of `schema` at `anchor`. `stack` holds the refs being expanded. */
export function buildSchemaNode(ctx: TreeContext, schema: unknown, where: Where, stack: readonly string[] = [], depth = 0): SchemaNode {
  const { value, ref } = deref(ctx.doc, schema);
  const fromRef = ref ? refName(ref) : undefined;
  const recursive = ref !== undefined && stack.includes(ref);
  const inner = ref && !recursive ? [...stack, ref] : stack;
  const merged = recursive ? value : mergeAllOf(ctx.doc, value, inner);
  // Built field by field (not spread): this runs for every field of every page.
  const node: SchemaNode = { anchor: where.anchor };
  if (where.name !== undefined) node.name = where.name;
  if (where.required) node.required = true;
  Object.assign(node, describeSchema(merged));
  const from = fromRef ?? merged['x-lectern-from'];
  if (typeof from === 'string') node.refName = from;
  const pills = buildPills(merged, ctx.postKeys);
  if (pills.pre) node.pre = pills.pre;
  if (pills.post) node.post = pills.post;
  if (recursive) {
    node.recursive = true;
    return node;
  }
  if (!hasChildren(merged)) return node;
  if (ctx.budget.left <= 0 || depth >= MAX_DEPTH || (ref && stack.length >= MAX_INLINE_REFS)) {
    node.truncated = true;
    return node;
  }
  ctx.budget.left--;

  if (isObj(merged.properties)) {
    const required = Array.isArray(merged.required) ? merged.required : [];
    const properties = merged.properties;
    // A plain loop: Object.entries and flatMap allocated two arrays per field of every page.
    node.properties = [];
    for (const key in properties) {
      const child = properties[key];
      if (hiddenInMode(ctx, child)) continue;
      ctx.budget.left--;
      const anchor = where.anchor ? `${where.anchor}.${key}` : key;
      node.properties.push(buildSchemaNode(ctx, child, { anchor, name: key, required: required.includes(key) }, inner, depth + 1));
    }
  }
  if (merged.items !== undefined && !Array.isArray(merged.items)) {
    node.items = buildSchemaNode(ctx, merged.items, { anchor: `${where.anchor}[]` }, inner, depth + 1);
  }
  if (merged.additionalProperties === true || merged.additionalProperties === false)
    node.additionalProperties = merged.additionalProperties;
  else if (isObj(merged.additionalProperties)) {
    node.additionalProperties = buildSchemaNode(ctx, merged.additionalProperties, { anchor: `${where.anchor}.*` }, inner, depth + 1);
  }
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const members = merged[kind];
    if (!Array.isArray(members) || node.choices) continue;
    node.choices = {
      kind,
      options: members.map((member, i) => {
        const schemaNode = buildSchemaNode(ctx, member, { anchor: where.anchor }, inner, depth + 1);
        return { title: schemaNode.title ?? schemaNode.refName ?? schemaNode.type ?? `Option ${i + 1}`, schema: schemaNode };
      }),
    };
    const discriminator = merged.discriminator;
    if (isObj(discriminator) && typeof discriminator.propertyName === 'string') {
      node.choices.discriminator = {
        propertyName: discriminator.propertyName,
        ...(isObj(discriminator.mapping) ? { mapping: discriminator.mapping as Record<string, string> } : {}),
      };
    }
  }
  return node;
}

function hasChildren(schema: Obj): boolean {
  return (
    isObj(schema.properties) ||
    isObj(schema.items) ||
    isObj(schema.additionalProperties) ||
    Array.isArray(schema.oneOf) ||
    Array.isArray(schema.anyOf)
  );
}

function hiddenInMode(ctx: TreeContext, child: unknown): boolean {
  if (ctx.mode === 'neutral') return false;
  const { value } = deref(ctx.doc, child);
  return ctx.mode === 'request' ? value.readOnly === true : value.writeOnly === true;
}
