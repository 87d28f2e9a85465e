/**
 * Finds a schema node of an endpoint page as drawn (materialise.ts) by its anchor. A nested level
 * that a page leaves out and loads on demand (components/openapi/deferred.ts) is named by its page
 * and the anchor of the field that holds it: the page and the resource that draws the level both
 * look the place up here, so they agree on which node it is. Browser-safe.
 */
import type { EndpointModel, OperationModel, ParameterModel, SchemaNode } from './page-model-types';

/**
 * Where a node is drawn: the node, whether it describes a request or a response (schema-tree.ts
 * builds the two apart: requests hide `readOnly` fields, responses `writeOnly` ones), and the
 * names of the named schemas above it (the refs its tree was built under).
 */
export type DrawnPlace = { node: SchemaNode; mode: 'request' | 'response'; above: string[] };

/**
 * The first node drawn at each anchor, in page order. Anchors are unique on a page except where
 * materialise.ts keeps them as plain paths (a parameter's map values and options, a oneOf
 * option at its parent's path): there the first one is the place, and the page defers only a
 * node that is that first one.
 */
export function indexDrawnNodes(model: EndpointModel): Map<string, DrawnPlace> {
  const index = new Map<string, DrawnPlace>();
  const visit = (node: SchemaNode | undefined, mode: DrawnPlace['mode'], above: string[]): void => {
    if (!node) return;
    if (node.anchor && !index.has(node.anchor)) index.set(node.anchor, { node, mode, above });
    const inner = node.refName ? [...above, node.refName] : above;
    node.properties?.forEach((p) => visit(p, mode, inner));
    visit(node.items, mode, inner);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, mode, inner);
    node.choices?.options.forEach((o) => visit(o.schema, mode, inner));
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
