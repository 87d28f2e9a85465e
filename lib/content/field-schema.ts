import type { EndpointField } from './endpoint-fields';

type Schema = Record<string, unknown>;

const ALIASES: Record<string, Schema> = {
  string: { type: 'string' },
  str: { type: 'string' },
  number: { type: 'number' },
  float: { type: 'number' },
  double: { type: 'number' },
  decimal: { type: 'number' },
  integer: { type: 'integer' },
  int: { type: 'integer' },
  int32: { type: 'integer', format: 'int32' },
  int64: { type: 'integer', format: 'int64' },
  long: { type: 'integer', format: 'int64' },
  boolean: { type: 'boolean' },
  bool: { type: 'boolean' },
  object: { type: 'object' },
  json: { type: 'object' },
  array: { type: 'array' },
  null: { type: 'null' },
  file: { type: 'string', format: 'binary' },
  binary: { type: 'string', format: 'binary' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  'date-time': { type: 'string', format: 'date-time' },
  uuid: { type: 'string', format: 'uuid' },
  email: { type: 'string', format: 'email' },
  password: { type: 'string', format: 'password' },
};

/**
 * A JSON Schema for a `ParamField`'s free-text `type`, as authors write it: `string`, `integer`,
 * `boolean`, `object`, `string[]`, `array<number>`, `enum<string>`, `file`, `string | null`, and
 * common aliases (`int`, `float`, `bool`). An unknown name (`User`) gives no type: the field is
 * free text, or an object when it has nested fields.
 */
export function schemaOfType(type: string | undefined): Schema {
  const t = type?.trim().toLowerCase() ?? '';
  if (!t) return {};
  if (t.includes('|')) return schemaOfType(t.split('|').map((s) => s.trim()).find((s) => s !== 'null' && s !== 'undefined'));
  const list = /^(.+)\[\]$/.exec(t) ?? /^(?:array|list)<(.+)>$/.exec(t);
  if (list) return { type: 'array', items: schemaOfType(list[1]) };
  const enumOf = /^enum<(.+)>$/.exec(t);
  if (enumOf) return schemaOfType(enumOf[1]);
  if (/^(?:record|map|dict)(?:<.*>)?$/.test(t)) return { type: 'object' };
  return { ...(ALIASES[t] ?? {}) };
}

/**
 * The schema of one field: its type, description, default and nested properties. `placeholder`
 * becomes `x-placeholder`, which the playground shows in the empty input and never sends or prefills.
 */
export function schemaOfField(field: EndpointField): Schema {
  const schema = schemaOfType(field.type);
  if (field.properties.length) {
    const object = objectSchema(field.properties);
    if (schema.type === 'array') schema.items = { ...(schema.items as Schema), ...object };
    else Object.assign(schema, object);
  }
  if (field.description) schema.description = field.description;
  if (field.deprecated) schema.deprecated = true;
  if (field.default !== undefined) schema.default = coerce(field.default, schema.type);
  if (field.placeholder !== undefined) schema['x-placeholder'] = field.placeholder;
  return schema;
}

/** An object schema whose properties are `fields` (later duplicates of a name are ignored). */
export function objectSchema(fields: EndpointField[]): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const field of fields) {
    if (field.name in properties) continue;
    properties[field.name] = schemaOfField(field);
    if (field.required) required.push(field.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** `default="10"` on an integer field means the number 10; a value that does not convert stays as written. */
function coerce(value: unknown, type: unknown): unknown {
  if (typeof value !== 'string') return value;
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
