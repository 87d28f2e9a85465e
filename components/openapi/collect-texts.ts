/**
 * Every Markdown text a reference page shows, so the page renders each distinct one once before
 * the (synchronous) components look them up.
 */
import type { EndpointModel, OperationModel, ParameterModel, SchemaNode, SchemaPageModel } from '@/lib/openapi/page-model-types';

/** Descriptions of an endpoint or webhook page: operation, security, parameters, bodies, responses, callbacks. */
export function collectEndpointTexts(model: EndpointModel): string[] {
  const out: string[] = [];
  collectOperation(model, out);
  for (const set of model.security) for (const scheme of set) push(out, scheme.description);
  for (const cb of model.callbacks) for (const op of cb.operations) collectOperation(op, out);
  return out;
}

/** Descriptions of a schema page. */
export function collectSchemaTexts(model: SchemaPageModel): string[] {
  const out: string[] = [];
  push(out, model.description);
  collectNode(model.schema, out);
  return out;
}

function collectOperation(op: OperationModel, out: string[]): void {
  push(out, op.description);
  Object.values(op.parameters)
    .flat()
    .forEach((p) => collectParameter(p, out));
  if (op.requestBody) {
    push(out, op.requestBody.description);
    op.requestBody.content.forEach((m) => collectNode(m.schema, out));
  }
  for (const response of op.responses) {
    push(out, response.description);
    response.headers.forEach((h) => collectParameter(h, out));
    response.content.forEach((m) => collectNode(m.schema, out));
  }
}

function collectParameter(p: ParameterModel, out: string[]): void {
  push(out, p.description);
  collectNode(p.schema, out);
}

function collectNode(node: SchemaNode | undefined, out: string[]): void {
  if (!node) return;
  push(out, node.description);
  node.properties?.forEach((p) => collectNode(p, out));
  collectNode(node.items, out);
  if (typeof node.additionalProperties === 'object') collectNode(node.additionalProperties, out);
  node.choices?.options.forEach((o) => collectNode(o.schema, out));
}

function push(out: string[], text: string | undefined): void {
  if (text?.trim()) out.push(text);
}
