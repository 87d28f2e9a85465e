/**
 * Page models for endpoint, webhook and schema pages: plain serialisable data built from one
 * operation (https://spec.openapis.org/oas/v3.1.0#operation-object) and only the schemas it
 * reaches, so no page embeds the whole spec. The `x-docs` content and metadata travel with it.
 * A named schema's tree is shared by every page that reaches it in the same context (schema-tree.ts),
 * so models carry no anchors: materialise.ts assigns them for the page being drawn.
 */
import { buildContent } from './media';
import { findOperation, findWebhook, type OperationEntry } from './operations';
import { pageDefaults } from './page-defaults';
import type { CallbackModel, EndpointModel, ModelOptions, OperationModel, ResponseModel, SchemaPageModel } from './page-model-types';
import { buildHeaders, buildParameters } from './parameters';
import { deref } from './refs';
import { buildSchemaNode, PAGE_NODE_BUDGET, type TreeContext } from './schema-tree';
import { buildSecurity } from './security';
import { buildServers } from './servers';
import { exampleOfNode } from './tree-example';
import { HTTP_METHODS, isObj, str, type LoadedSpec, type Obj } from './types';

/** The endpoint page of `METHOD path` (trailing slash tolerated), or undefined when absent. */
export function buildEndpointModel(spec: LoadedSpec, method: string, path: string, options: ModelOptions = {}): EndpointModel | undefined {
  const entry = findOperation(spec.doc, method, path);
  return entry && buildOperationPage(spec.doc, entry, options);
}

/** The webhook page of `name` (3.1 `webhooks`), or undefined when absent. */
export function buildWebhookModel(spec: LoadedSpec, name: string, options: ModelOptions = {}): EndpointModel | undefined {
  const entry = findWebhook(spec.doc, name);
  return entry && buildOperationPage(spec.doc, entry, options);
}

/** The schema page of `components.schemas[name]`, or undefined when absent. */
export function buildSchemaModel(spec: LoadedSpec, name: string, options: ModelOptions = {}): SchemaPageModel | undefined {
  const schemas = isObj(spec.doc.components) ? spec.doc.components.schemas : undefined;
  if (!isObj(schemas) || schemas[name] === undefined) return undefined;
  const ref = `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const ctx: TreeContext = { doc: spec.doc, mode: 'neutral', budget: { left: PAGE_NODE_BUDGET }, postKeys: options.postKeys };
  const schema = buildSchemaNode(ctx, { $ref: ref }, {});
  const description = schema.description;
  return { name, title: schema.title ?? name, ...(description ? { description } : {}), schema, example: exampleOfNode(schema) };
}

/** Build the page of an enumerated operation or webhook. */
export function buildOperationPage(doc: Obj, entry: OperationEntry, options: ModelOptions = {}): EndpointModel {
  const tree = { budget: { left: PAGE_NODE_BUDGET }, postKeys: options.postKeys };
  const defaults = pageDefaults(entry);
  const model: EndpointModel = {
    kind: entry.kind,
    path: entry.path,
    ...(entry.name ? { name: entry.name } : {}),
    title: defaults.title,
    ...buildOperation(doc, entry, entry.method, tree),
    ...(defaults.description !== undefined ? { description: defaults.description } : {}),
    deprecated: defaults.deprecated,
    ...(str(entry.operation.operationId) ? { operationId: str(entry.operation.operationId) } : {}),
    tags: entry.tags,
    servers: buildServers(doc, entry),
    security: buildSecurity(doc, entry.operation),
    callbacks: buildCallbacks(doc, entry.operation, tree),
    codeSamples: entry.codeSamples,
    ...(entry.xDocs.content ? { content: entry.xDocs.content } : {}),
    ...(entry.xDocs.metadata ? { metadata: entry.xDocs.metadata } : {}),
  };
  return model;
}

/** What every tree of one page shares: the node budget and the pill settings. */
type PageTree = Pick<TreeContext, 'budget' | 'postKeys'>;

function buildOperation(doc: Obj, entry: Pick<OperationEntry, 'operation' | 'pathItem'>, method: string, tree: PageTree): OperationModel {
  const request: TreeContext = { doc, mode: 'request', ...tree };
  const response: TreeContext = { doc, mode: 'response', ...tree };
  const op = entry.operation;
  const model: OperationModel = {
    method,
    deprecated: op.deprecated === true,
    parameters: buildParameters(request, entry),
    responses: buildResponses(response, op.responses),
  };
  const summary = str(op.summary);
  if (summary) model.summary = summary;
  const description = str(op.description);
  if (description) model.description = description;
  if (op.requestBody !== undefined) {
    const body = deref(doc, op.requestBody).value;
    const bodyDescription = str(body.description);
    model.requestBody = {
      required: body.required === true,
      ...(bodyDescription ? { description: bodyDescription } : {}),
      content: buildContent(request, body.content),
    };
  }
  return model;
}

/** Responses by status code in document order (https://spec.openapis.org/oas/v3.1.0#responses-object). */
function buildResponses(ctx: TreeContext, responses: unknown): ResponseModel[] {
  if (!isObj(responses)) return [];
  return Object.entries(responses).map(([status, raw]) => {
    const response = deref(ctx.doc, raw).value;
    return {
      status,
      description: str(response.description) ?? '',
      headers: buildHeaders(ctx, response.headers),
      content: buildContent(ctx, response.content),
    };
  });
}

/** Callbacks (https://spec.openapis.org/oas/v3.1.0#callback-object): expression → path item. */
function buildCallbacks(doc: Obj, operation: Obj, tree: PageTree): CallbackModel[] {
  if (!isObj(operation.callbacks)) return [];
  return Object.entries(operation.callbacks).flatMap(([name, raw]) =>
    Object.entries(deref(doc, raw).value).map(([expression, rawItem]) => {
      const pathItem = deref(doc, rawItem).value;
      const operations = HTTP_METHODS.filter((m) => isObj(pathItem[m])).map((m) =>
        buildOperation(doc, { operation: deref(doc, pathItem[m]).value, pathItem }, m.toUpperCase(), tree),
      );
      return { name, expression, operations };
    }),
  );
}
