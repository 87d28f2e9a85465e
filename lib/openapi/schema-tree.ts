/**
 * Schema Object → display tree (https://spec.openapis.org/oas/v3.1.0#schema-object): objects,
 * arrays, merged `allOf`, `oneOf`/`anyOf` choices titled by the subschema's `title`,
 * discriminators, 3.0 `nullable` and 3.1 type arrays, `const`, `additionalProperties`. A `$ref`
 * that re-enters a schema being expanded becomes a `recursive` marker after one level; a shared
 * node budget keeps every page small. Browser-safe.
 *
 * Nodes carry no anchors (lib/openapi/materialise.ts assigns them where a node is drawn), so the
 * tree of a named schema is built once per context and the same node is referenced by every page
 * and place that reaches it, rather than re-expanded per operation (issue 12).
 */
import type { SchemaNode } from './page-model-types';
import { deref, refName } from './refs';
import { buildPills } from './pills';
import { mergeAllOf } from './schema-merge';
import { describeSchema, SchemaParts } from './schema-fields';
import { isObj, type Obj } from './types';

export type TreeContext = {
  doc: Obj;
  /** Requests hide `readOnly` fields, responses hide `writeOnly` ones. */
  mode: 'request' | 'response' | 'neutral';
  /** Nodes this page may still expand (shared across the page's trees). */
  budget: { left: number };
  /** `api.params.post` keys (ModelOptions). */
  postKeys?: readonly string[];
  /** Times this page cut a tree for its budget or depth: a subtree built during a cut is not reused. */
  cuts?: number;
  /** The deepest level at which this page checked a node's children (see `Built`). */
  deepest?: number;
  /** Refs whose place on the stack the tree being built asked about (see `Built`). */
  touched?: string[];
};

/** Nodes one page may expand before deeper schemas are cut (and linked to their schema page). */
export const PAGE_NODE_BUDGET = 400;
/**
 * Named schemas nested deeper than this are linked, not inlined: Stripe's expandable fields
 * (`anyOf: [string, Customer]` everywhere) otherwise put ~500 KB of schema on every page.
 */
export const MAX_INLINE_REFS = 2;
const MAX_DEPTH = 24;

type Where = { name?: string; required?: boolean };

/**
 * A named schema's tree (or the root of a body, response or parameter schema, which shared
 * response and parameter components bring to many pages) as built in one context: the mode and
 * pills (its key), the refs being expanded (`stack`) and which refs' place on that stack the build
 * asked about (`touched`: the cycle checks and allOf members). `used` is the budget it took,
 * `below` how many levels under its root it checked. A rebuild under a stack of the same length
 * that answers those questions the same way gives the same tree when no cut can happen inside it
 * (the page has more budget left than `used`, the depth limit stays out of reach), or, for a tree
 * that was cut (`exact`), when it starts with the same budget at the same depth. There it is
 * reused, not re-expanded.
 */
type Built = {
  node: SchemaNode;
  used: number;
  below: number;
  stack: readonly string[];
  touched: string[];
  exact?: { left: number; depth: number };
};
const built = new WeakMap<Obj, Map<string, Built[]>>();

/** Build the display tree of `schema` (a field `where.name` when given). `stack` holds the refs being expanded. */
export function buildSchemaNode(ctx: TreeContext, schema: unknown, where: Where, stack: readonly string[] = [], depth = 0): SchemaNode {
  // Most nodes are inline schemas: taken as they are, without deref's `{ value }` wrapper per node.
  let value: Obj, ref: string | undefined;
  if (isObj(schema) && typeof schema.$ref !== 'string') value = schema;
  else ({ value, ref } = deref(ctx.doc, schema));
  const outer = ctx.touched;
  if (ref === undefined) {
    if (depth > 0) return expand(ctx, value, ref, where, stack, depth);
  } else {
    outer?.push(ref);
    if (stack.includes(ref)) return expand(ctx, value, ref, where, stack, depth);
  }
  const key = `${ctx.mode}\0${ref ?? ''}\0${stack.length}\0${ctx.postKeys?.join('\0') ?? ''}`;
  let byContext = built.get(value);
  const variants = byContext?.get(key);
  const hit = variants?.find((b) => reusable(ctx, b, stack, depth));
  if (hit) {
    ctx.budget.left -= hit.used;
    ctx.deepest = Math.max(ctx.deepest ?? 0, depth + hit.below);
    // A cut tree depends on the budget it started with, and so does any tree holding it.
    if (hit.exact) ctx.cuts = (ctx.cuts ?? 0) + 1;
    outer?.push(...hit.touched);
    return placed(hit.node, where);
  }
  const [left, cuts, deepest] = [ctx.budget.left, ctx.cuts ?? 0, ctx.deepest ?? 0];
  const touched: string[] = [];
  ctx.deepest = depth;
  ctx.touched = touched;
  const node = expand(ctx, value, ref, {}, stack, depth);
  ctx.touched = outer;
  outer?.push(...touched);
  const below = ctx.deepest - depth;
  ctx.deepest = Math.max(deepest, ctx.deepest);
  const entry: Built = { node, used: left - ctx.budget.left, below, stack, touched: [...new Set(touched)] };
  if ((ctx.cuts ?? 0) !== cuts) entry.exact = { left, depth };
  if (!byContext) built.set(value, (byContext = new Map<string, Built[]>()));
  if (variants) variants.push(entry);
  else byContext.set(key, [entry]);
  return placed(node, where);
}

/** Whether rebuilding `b` here would give the same tree (see `Built`). */
function reusable(ctx: TreeContext, b: Built, stack: readonly string[], depth: number): boolean {
  const fits = b.exact
    ? b.exact.left === ctx.budget.left && b.exact.depth === depth
    : ctx.budget.left > b.used && depth + b.below < MAX_DEPTH;
  return fits && b.touched.every((r) => stack.includes(r) === b.stack.includes(r));
}

/** A shared node as the field `where` names: a shallow copy with the field's name (its children stay shared). */
function placed(node: SchemaNode, where: Where): SchemaNode {
  if (where.name === undefined && !where.required) return node;
  const out: SchemaNode = {};
  if (where.name !== undefined) out.name = where.name;
  if (where.required) out.required = true;
  return Object.assign(out, node);
}

function expand(ctx: TreeContext, value: Obj, ref: string | undefined, where: Where, stack: readonly string[], depth: number): SchemaNode {
  const fromRef = ref ? refName(ref) : undefined;
  const recursive = ref !== undefined && stack.includes(ref);
  const inner = ref && !recursive ? [...stack, ref] : stack;
  const merged = recursive ? value : mergeAllOf(ctx.doc, value, inner, ctx.touched);
  // Built field by field (not spread): this runs for every field of every page.
  const node: SchemaNode = {};
  if (where.name !== undefined) node.name = where.name;
  if (where.required) node.required = true;
  const parts = describeSchema(merged, node);
  const from = fromRef ?? parts.from;
  if (typeof from === 'string') node.refName = from;
  if (parts.pillKeys || ctx.postKeys?.length) {
    const pills = buildPills(merged, ctx.postKeys);
    if (pills.pre) node.pre = pills.pre;
    if (pills.post) node.post = pills.post;
  }
  if (recursive) {
    node.recursive = true;
    return node;
  }
  if (!hasChildren(parts)) return node;
  if (depth > (ctx.deepest ?? 0)) ctx.deepest = depth;
  if (ctx.budget.left <= 0 || depth >= MAX_DEPTH) ctx.cuts = (ctx.cuts ?? 0) + 1;
  if (ctx.budget.left <= 0 || depth >= MAX_DEPTH || (ref && stack.length >= MAX_INLINE_REFS)) {
    node.truncated = true;
    return node;
  }
  ctx.budget.left--;

  if (isObj(parts.properties)) {
    const required = Array.isArray(parts.required) ? parts.required : [];
    const properties = parts.properties;
    // A plain loop: Object.entries and flatMap allocated two arrays per field of every page.
    node.properties = [];
    for (const key in properties) {
      const child = properties[key];
      if (hiddenInMode(ctx, child)) continue;
      ctx.budget.left--;
      node.properties.push(buildSchemaNode(ctx, child, { name: key, required: required.includes(key) }, inner, depth + 1));
    }
  }
  if (parts.items !== undefined && !Array.isArray(parts.items)) {
    node.items = buildSchemaNode(ctx, parts.items, {}, inner, depth + 1);
  }
  if (parts.additionalProperties === true || parts.additionalProperties === false) node.additionalProperties = parts.additionalProperties;
  else if (isObj(parts.additionalProperties)) {
    node.additionalProperties = buildSchemaNode(ctx, parts.additionalProperties, {}, inner, depth + 1);
  }
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const members = parts[kind];
    if (!Array.isArray(members) || node.choices) continue;
    node.choices = {
      kind,
      options: members.map((member, i) => {
        const schemaNode = buildSchemaNode(ctx, member, {}, inner, depth + 1);
        return { title: schemaNode.title ?? schemaNode.refName ?? schemaNode.type ?? `Option ${i + 1}`, schema: schemaNode };
      }),
    };
    const discriminator = parts.discriminator;
    if (isObj(discriminator) && typeof discriminator.propertyName === 'string') {
      node.choices.discriminator = {
        propertyName: discriminator.propertyName,
        ...(isObj(discriminator.mapping) ? { mapping: discriminator.mapping as Record<string, string> } : {}),
      };
    }
  }
  return node;
}

function hasChildren(schema: SchemaParts): boolean {
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
  const value = isObj(child) && typeof child.$ref !== 'string' ? child : deref(ctx.doc, child).value;
  return ctx.mode === 'request' ? value.readOnly === true : value.writeOnly === true;
}
