/**
 * Shared schema expansions: a named schema (`$ref` to a component) is expanded into a display
 * tree once per spec and context, and every page that shows it holds a reference to that
 * expansion instead of expanding it again. The GitHub spec shows `simple-user` and `repository`
 * on hundreds of pages; re-expanding them per page was most of the page models' cost (issue 12).
 *
 * An expansion depends on more than the schema: the mode (requests hide `readOnly` fields), the
 * refs being expanded around it (cycle markers, the inline-ref limit), the depth, whether it sits at
 * the root of a body (anchors) and the page's remaining node budget. The first four are the key.
 * The budget is tracked instead: while an expansion is recorded, every budget check inside notes
 * how much budget it needed to pass, so a later page reuses it only when its own budget would
 * have made the same decisions, and one that ran out of budget inside is never shared. A page
 * model with references is turned back into the full tree (`materializeSchema`) only for the page
 * being rendered, so the rendered page is exactly what a page-by-page expansion gives.
 * Browser-safe.
 */
import type { SchemaNode } from './page-model-types';
import type { Obj } from './types';

/** A recorded expansion: its tree (anchors under `SENTINEL`), the budget it used and needs. */
type Expansion = { tree: SchemaNode; cost: number; need: number };
/** An expansion being recorded: the budget at its start and the least budget its checks needed. */
type Recording = { start: number; need: number; ranOut: boolean };

export type SharedSchemas = { expansions: Map<string, Expansion>; recording: Recording[] };

/** Anchors of a shared tree start with this; a page's reference swaps it for its own anchor. */
const SENTINEL = '\u0000';
const tables = new WeakMap<Obj, SharedSchemas>();

/** The shared expansions of one document (kept as long as the document is). */
export function getSharedSchemas(doc: Obj): SharedSchemas {
  let table = tables.get(doc);
  if (!table) tables.set(doc, (table = { expansions: new Map(), recording: [] }));
  return table;
}

type Where = { anchor: string; name?: string; required?: boolean };
type Budget = { left: number };

/**
 * The node for a named schema at `where`: a reference to its shared expansion (recorded now if
 * this is its first use), or, when the page's budget would change the expansion, `expand(where)`.
 */
export function shareSchemaNode(
  table: SharedSchemas,
  budget: Budget,
  key: string,
  where: Where,
  expand: (where: Where) => SchemaNode,
): SchemaNode {
  const known = table.expansions.get(key);
  if (known) {
    if (budget.left < known.need) return expand(where);
    for (const r of table.recording) r.need = Math.max(r.need, known.need + r.start - budget.left);
    budget.left -= known.cost;
    return reference(where, key);
  }
  const recording: Recording = { start: budget.left, need: Number.NEGATIVE_INFINITY, ranOut: false };
  table.recording.push(recording);
  let tree: SchemaNode;
  try {
    tree = expand({ anchor: where.anchor ? SENTINEL : '' });
  } finally {
    table.recording.pop();
  }
  const expansion = { tree, cost: recording.start - budget.left, need: recording.need };
  // Cut short by this page's budget: right for this page only, so it is not shared.
  if (recording.ranOut) return place(table, expansion, where);
  table.expansions.set(key, expansion);
  return reference(where, key);
}

/**
 * Note a budget check of the expansion under way: `left` passed it (or ran out, `left <= 0`).
 * Every expansion being recorded learns the budget it needs to take the same turn.
 */
export function noteBudgetCheck(table: SharedSchemas | undefined, left: number): void {
  if (!table) return;
  for (const r of table.recording) {
    if (left <= 0) r.ranOut = true;
    else r.need = Math.max(r.need, r.start - left + 1);
  }
}

/** The full tree of a node that may hold references (and references inside references). */
export function materializeSchema(table: SharedSchemas, node: SchemaNode): SchemaNode {
  const key = (node as SchemaNode & { shared?: string }).shared;
  if (key !== undefined) {
    const expansion = table.expansions.get(key);
    if (!expansion) throw new Error(`shared schema expansion ${JSON.stringify(key)} is missing`);
    return place(table, expansion, node);
  }
  const out: SchemaNode = { ...node };
  if (node.properties) out.properties = node.properties.map((p) => materializeSchema(table, p));
  if (node.items) out.items = materializeSchema(table, node.items);
  if (typeof node.additionalProperties === 'object') out.additionalProperties = materializeSchema(table, node.additionalProperties);
  if (node.choices) {
    out.choices = { ...node.choices, options: node.choices.options.map((o) => ({ ...o, schema: materializeSchema(table, o.schema) })) };
  }
  return out;
}

/** The root fields of a node: its shared expansion's root for a reference, else the node itself. */
export function rootOf(table: SharedSchemas, node: SchemaNode): SchemaNode {
  const key = (node as SchemaNode & { shared?: string }).shared;
  return (key !== undefined && table.expansions.get(key)?.tree) || node;
}

/** A reference in a page model: the node's own place (anchor, name, required) and the key. */
function reference(where: Where, key: string): SchemaNode {
  const node: SchemaNode & { shared: string } = { anchor: where.anchor, shared: key };
  if (where.name !== undefined) node.name = where.name;
  if (where.required) node.required = true;
  return node;
}

/** An expansion at `where`: a copy with the anchors rebased and the place's name and required flag. */
function place(table: SharedSchemas, expansion: Expansion, where: Where): SchemaNode {
  // Fields in the order an in-place expansion writes them (anchor, name, required, the rest).
  const root: SchemaNode = { anchor: where.anchor };
  if (where.name !== undefined) root.name = where.name;
  if (where.required) root.required = true;
  const { anchor: _anchor, ...rest } = rebase(expansion.tree, where.anchor);
  return materializeSchema(table, Object.assign(root, rest));
}

/** A copy of `node` whose anchors start with `prefix` instead of the sentinel. */
function rebase(node: SchemaNode, prefix: string): SchemaNode {
  const out: SchemaNode = { ...node, anchor: node.anchor.startsWith(SENTINEL) ? prefix + node.anchor.slice(1) : node.anchor };
  if (node.properties) out.properties = node.properties.map((p) => rebase(p, prefix));
  if (node.items) out.items = rebase(node.items, prefix);
  if (typeof node.additionalProperties === 'object') out.additionalProperties = rebase(node.additionalProperties, prefix);
  if (node.choices)
    out.choices = { ...node.choices, options: node.choices.options.map((o) => ({ ...o, schema: rebase(o.schema, prefix) })) };
  return out;
}
