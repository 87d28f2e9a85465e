/**
 * Finds a schema node of an endpoint page as drawn (materialise.ts) by its anchor. A nested level
 * that a page leaves out and loads on demand (components/openapi/deferred.ts) is named by its page
 * and the anchor of the field that holds it: the page and the resource that draws the level both
 * look the place up here, so they agree on which node it is. Browser-safe.
 */
import type { EndpointModel, OperationModel, ParameterModel, SchemaNode } from './page-model-types';

/**
 * The first node drawn at each anchor, in page order. Anchors are unique on a page except where
 * materialise.ts keeps them as plain paths (a parameter's map values and options, a oneOf
 * option at its parent's path): there the first one is the place, and the page defers only a
 * node that is that first one.
 */
export function indexDrawnNodes(model: EndpointModel): Map<string, SchemaNode> {
  const index = new Map<string, SchemaNode>();
  const visit = (node: SchemaNode | undefined): void => {
    if (!node) return;
    if (node.anchor && !index.has(node.anchor)) index.set(node.anchor, node);
    node.properties?.forEach(visit);
    visit(node.items);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties);
    node.choices?.options.forEach((o) => visit(o.schema));
  };
  const parameter = (p: ParameterModel) => visit(p.schema);
  const operation = (op: OperationModel) => {
    Object.values(op.parameters).forEach((list) => list.forEach(parameter));
    op.requestBody?.content.forEach((m) => visit(m.schema));
    for (const r of op.responses) {
      r.headers.forEach(parameter);
      r.content.forEach((m) => visit(m.schema));
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
