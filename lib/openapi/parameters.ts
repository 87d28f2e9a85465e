/**
 * Parameter Objects (https://spec.openapis.org/oas/v3.1.0#parameter-object) grouped by location
 * (path, query, header, cookie), path-level ones merged with the operation's. Header Objects of
 * responses reuse the same model. Browser-safe.
 */
import { namedExamples } from './media';
import { mergedParameters, type OperationEntry } from './operations';
import type { ParameterModel, ParametersByLocation } from './page-model-types';
import { deref } from './refs';
import { buildSchemaNode, type TreeContext } from './schema-tree';
import { isObj, str, type Obj } from './types';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/** Parameters of an operation by location, in document order within each location. */
export function buildParameters(ctx: TreeContext, entry: Pick<OperationEntry, 'operation' | 'pathItem'>): ParametersByLocation {
  const grouped: ParametersByLocation = { path: [], query: [], header: [], cookie: [] };
  for (const param of mergedParameters(ctx.doc, entry)) {
    const location = param.in as ParameterModel['in'];
    if (!LOCATIONS.includes(location)) continue;
    grouped[location].push(buildParameter(ctx, param, String(param.name), location));
  }
  return grouped;
}

/** Response headers (Header Objects: a Parameter without `name`/`in`). */
export function buildHeaders(ctx: TreeContext, headers: unknown): ParameterModel[] {
  if (!isObj(headers)) return [];
  return Object.entries(headers).map(([name, raw]) => buildParameter(ctx, deref(ctx.doc, raw).value, name, 'header'));
}

function buildParameter(ctx: TreeContext, param: Obj, name: string, location: ParameterModel['in']): ParameterModel {
  // A parameter described with `content` instead of `schema` uses its first media type.
  const media = isObj(param.content) ? Object.values(param.content).map((m) => deref(ctx.doc, m).value)[0] : undefined;
  const schema = param.schema ?? media?.schema;
  const description = str(param.description);
  const examples = namedExamples(ctx.doc, param);
  if (!examples.length && media) examples.push(...namedExamples(ctx.doc, media));
  const model: ParameterModel = {
    name,
    in: location,
    required: location === 'path' || param.required === true,
    deprecated: param.deprecated === true,
    ...(description ? { description } : {}),
    ...(typeof param.style === 'string' ? { style: param.style } : {}),
    ...(typeof param.explode === 'boolean' ? { explode: param.explode } : {}),
    examples,
  };
  if (schema !== undefined) model.schema = buildSchemaNode(ctx, schema, {});
  return model;
}
