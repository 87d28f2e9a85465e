/**
 * The scalar facts of one Schema Object for display: type (3.0 `nullable` and 3.1 type arrays),
 * format, labels, defaults, enum/const, examples and validation constraints
 * (https://spec.openapis.org/oas/v3.1.0#data-types). Browser-safe.
 */
import type { SchemaNode } from './page-model-types';
import { isObj, str, type Obj } from './types';

const CONSTRAINTS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

type Fields = Omit<SchemaNode, 'anchor' | 'name' | 'required' | 'properties' | 'items' | 'additionalProperties' | 'choices'>;

const described = new WeakMap<Obj, Fields>();

/**
 * Everything about a (merged, dereferenced) schema except its children. Memoised per schema
 * object: large specs reach the same component from hundreds of pages. Callers copy the result.
 */
export function describeSchema(schema: Obj): Fields {
  let out = described.get(schema);
  if (!out) described.set(schema, (out = describeFresh(schema)));
  return out;
}

function describeFresh(schema: Obj): Fields {
  const out: Fields = {};
  const { type, nullable } = displayType(schema);
  if (type) out.type = type;
  if (nullable) out.nullable = true;
  const format = str(schema.format);
  if (format) out.format = format;
  const title = str(schema.title);
  if (title) out.title = title;
  const description = str(schema.description);
  if (description) out.description = description;
  if (schema.deprecated === true) out.deprecated = true;
  if (schema.readOnly === true) out.readOnly = true;
  if (schema.writeOnly === true) out.writeOnly = true;
  if (schema.default !== undefined) out.default = schema.default;
  if (schema.const !== undefined) out.const = schema.const;
  if (Array.isArray(schema.enum)) out.enum = schema.enum;
  // No array or object is allocated for the many schemas without examples or constraints: this
  // runs once per schema object of the spec, and GitHub's has ~60,000.
  if (Array.isArray(schema.examples)) {
    if (schema.examples.length) out.examples = schema.examples;
  } else if (schema.example !== undefined) out.examples = [schema.example];
  let constraints: Record<string, unknown> | undefined;
  for (const key of CONSTRAINTS) if (schema[key] !== undefined) (constraints ??= {})[key] = schema[key];
  if (constraints) out.constraints = constraints;
  return out;
}

/** `string`, `integer | string`, inferred `object`/`array`; `null` in a type list means nullable. */
export function displayType(schema: Obj): { type?: string; nullable: boolean } {
  // The common case, one type name, without the arrays below.
  if (typeof schema.type === 'string' && schema.type !== 'null') return { type: schema.type, nullable: schema.nullable === true };
  let nullable = schema.nullable === true;
  let types: string[] = [];
  if (typeof schema.type === 'string') types = [schema.type];
  else if (Array.isArray(schema.type)) types = schema.type.filter((t): t is string => typeof t === 'string');
  if (types.includes('null')) {
    nullable = true;
    types = types.filter((t) => t !== 'null');
  }
  if (!types.length) {
    if (isObj(schema.properties) || isObj(schema.additionalProperties)) types = ['object'];
    else if (schema.items !== undefined) types = ['array'];
    else if (schema.const !== undefined) types = [jsonType(schema.const)];
    else if (Array.isArray(schema.enum) && schema.enum.length) types = [jsonType(schema.enum.find((v) => v !== null) ?? null)];
  }
  return { type: types.length ? types.join(' | ') : undefined, nullable };
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
