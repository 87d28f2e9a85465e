/**
 * The scalar facts of one Schema Object for display: type (3.0 `nullable` and 3.1 type arrays),
 * format, labels, defaults, enum/const, examples and validation constraints
 * (https://spec.openapis.org/oas/v3.1.0#data-types). Browser-safe.
 */
import type { SchemaNode } from './page-model-types';
import { isObj, type Obj } from './types';

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

const CONSTRAINT_KEYS = new Set<string>(CONSTRAINTS);

/**
 * Writes everything about a (merged, dereferenced) schema except its children into `out` (a node
 * being built), fields and constraints in a fixed order, and answers the keys that hold its children
 * (SchemaParts). Written in place, not memoised: about a
 * third of the calls were repeats, and the WeakMap lookup on every call plus the copy of each
 * result cost more than describing again (issue 12). One pass over the schema's own keys (usually
 * three to six) rather than a lookup per fact and per constraint (25): schema objects come in
 * thousands of shapes, so each lookup missed V8's inline caches.
 */
export function describeSchema(schema: Obj, out: Fields): SchemaParts {
  const parts = new SchemaParts();
  let format, title, description, deprecated, readOnly, writeOnly, fallback, constant, values, examples, example, type, nullable;
  let constrained = false;
  for (const key in schema) {
    const value = schema[key];
    switch (key) {
      case 'type':
        type = value;
        break;
      case 'nullable':
        nullable = value;
        break;
      case 'properties':
        parts.properties = value;
        break;
      case 'required':
        parts.required = value;
        break;
      case 'items':
        parts.items = value;
        break;
      case 'additionalProperties':
        parts.additionalProperties = value;
        break;
      case 'oneOf':
        parts.oneOf = value;
        break;
      case 'anyOf':
        parts.anyOf = value;
        break;
      case 'discriminator':
        parts.discriminator = value;
        break;
      case 'x-lectern-from':
        parts.from = value;
        break;
      case 'x-mint':
      case 'x-docs':
        if (value !== undefined) parts.pillKeys = true;
        break;
      case 'format':
        format = value;
        break;
      case 'title':
        title = value;
        break;
      case 'description':
        description = value;
        break;
      case 'deprecated':
        deprecated = value;
        break;
      case 'readOnly':
        readOnly = value;
        break;
      case 'writeOnly':
        writeOnly = value;
        break;
      case 'default':
        fallback = value;
        break;
      case 'const':
        constant = value;
        break;
      case 'enum':
        values = value;
        break;
      case 'examples':
        examples = value;
        break;
      case 'example':
        example = value;
        break;
      default:
        if (value !== undefined && CONSTRAINT_KEYS.has(key)) constrained = true;
    }
  }
  // The common case, one type name, from the pass above; displayType reads the rest itself.
  const shown = typeof type === 'string' && type !== 'null' ? { type, nullable: nullable === true } : displayType(schema);
  if (shown.type) out.type = shown.type;
  if (shown.nullable) out.nullable = true;
  if (typeof format === 'string' && format) out.format = format;
  if (typeof title === 'string' && title) out.title = title;
  if (typeof description === 'string' && description) out.description = description;
  if (deprecated === true) out.deprecated = true;
  if (readOnly === true) out.readOnly = true;
  if (writeOnly === true) out.writeOnly = true;
  if (fallback !== undefined) out.default = fallback;
  if (constant !== undefined) out.const = constant;
  if (Array.isArray(values)) out.enum = values;
  // No array or object is allocated for the many schemas without examples or constraints: this
  // runs once per schema object of the spec, and GitHub's has ~60,000.
  if (Array.isArray(examples)) {
    if (examples.length) out.examples = examples;
  } else if (example !== undefined) out.examples = [example];
  if (constrained) {
    const constraints: Record<string, unknown> = {};
    for (const key of CONSTRAINTS) if (schema[key] !== undefined) constraints[key] = schema[key];
    out.constraints = constraints;
  }
  return parts;
}

/**
 * The keys of a (merged) schema that hold its children, its allOf origin and its pill settings,
 * read in describeSchema's pass over its keys: schema-tree.ts reads them from here, one class
 * shape, instead of by name from thousands of schema shapes (each a missed inline cache).
 */
export class SchemaParts {
  properties: unknown = undefined;
  required: unknown = undefined;
  items: unknown = undefined;
  additionalProperties: unknown = undefined;
  oneOf: unknown = undefined;
  anyOf: unknown = undefined;
  discriminator: unknown = undefined;
  /** `x-lectern-from` (schema-merge.ts). */
  from: unknown = undefined;
  /** Whether `x-mint` or `x-docs` is set (pills.ts reads them). */
  pillKeys = false;
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
