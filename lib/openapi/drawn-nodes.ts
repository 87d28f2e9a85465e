/**
 * Finds a schema node of an endpoint page as drawn (materialise.ts) by its anchor. A nested level
 * that a page leaves out and loads on demand (components/openapi/deferred.ts) is named by its page
 * and the anchor of the field that holds it: the page and the resource that draws the level both
 * look the place up here, so they agree on which node it is. Browser-safe.
 */
import type { EndpointModel, OperationModel, ParameterModel, SchemaNode } from './page-model-types';

/**
 * Where a node is drawn: the node, whether it describes a request or a response (schema-tree.ts
 * builds the two apart: requests hide `readOnly` fields, responses `writeOnly` ones), the names of
 * the named schemas above it (the refs its tree was built under), and the nearest of those
 * schemas' nodes, with the names above that one.
 */
export type DrawnPlace = { node: SchemaNode; mode: 'request' | 'response'; above: string[]; owner?: NamedNode };
export type NamedNode = { node: SchemaNode; above: string[] };

/**
 * The first node drawn at each anchor, in page order. Anchors are unique on a page except where
 * materialise.ts keeps them as plain paths (a parameter's map values and options, a oneOf
 * option at its parent's path): there the first one is the place, and the page defers only a
 * node that is that first one.
 */
export function indexDrawnNodes(model: EndpointModel): Map<string, DrawnPlace> {
  const index = new Map<string, DrawnPlace>();
  const visit = (node: SchemaNode | undefined, mode: DrawnPlace['mode'], above: string[], owner?: NamedNode): void => {
    if (!node) return;
    if (node.anchor && !index.has(node.anchor)) index.set(node.anchor, owner ? { node, mode, above, owner } : { node, mode, above });
    const inner = node.refName ? [...above, node.refName] : above;
    const innerOwner = node.refName ? { node, above } : owner;
    node.properties?.forEach((p) => visit(p, mode, inner, innerOwner));
    visit(node.items, mode, inner, innerOwner);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, mode, inner, innerOwner);
    node.choices?.options.forEach((o) => visit(o.schema, mode, inner, innerOwner));
  };
  const parameter = (p: ParameterModel, mode: DrawnPlace['mode']) => visit(p.schema, mode, []);
  const operation = (op: OperationModel) => {
    Object.values(op.parameters).forEach((list) => list.forEach((p) => parameter(p, 'request')));
    op.requestBody?.content.forEach((m) => visit(m.schema, 'request', []));
    for (const r of op.responses) {
      r.headers.forEach((h) => parameter(h, 'response'));
      r.content.forEach((m) => visit(m.schema, 'response', []));
    }
  };
  operation(model);
  for (const cb of model.callbacks) cb.operations.forEach(operation);
  return index;
}

/** Every node of a subtree, `node` included. */
export function subtreeNodes(node: SchemaNode): SchemaNode[] {
  const out: SchemaNode[] = [];
  const visit = (n: SchemaNode | undefined): void => {
    if (!n) return;
    out.push(n);
    n.properties?.forEach(visit);
    visit(n.items);
    if (typeof n.additionalProperties === 'object') visit(n.additionalProperties);
    n.choices?.options.forEach((o) => visit(o.schema));
  };
  visit(node);
  return out;
}

/** The schema whose fields a node shows: itself, or (through arrays of arrays) its items. */
export function fieldsHolder(node: SchemaNode): SchemaNode {
  let holder = node;
  while (holder.items && !holder.properties && !holder.choices) holder = holder.items;
  return holder;
}
