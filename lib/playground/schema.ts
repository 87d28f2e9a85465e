/**
 * Reading the DTO's schemas in the browser: `$ref`s resolve through the DTO's `schemas` map
 * (never the whole spec), `allOf` parts merge into one object schema, and `oneOf`/`anyOf` become
 * labelled variants for the picker. Pure; cycles are the caller's concern (forms stop by depth).
 */
import { scalarText } from '../openapi/scalar-text';

export type Schema = Record<string, unknown>;
export type SchemaMap = Record<string, unknown>;

/** Follow `$ref`s (at most 20 hops) and merge `allOf`; a non-object yields `{}`. */
export function resolveSchema(schema: unknown, schemas: SchemaMap): Schema {
  let current = schema;
  for (let hops = 0; isSchema(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    const { $ref, ...rest } = current;
    const target = schemas[$ref];
    current = Object.keys(rest).length ? { ...(isSchema(target) ? target : {}), ...rest } : target;
  }
  if (!isSchema(current)) return {};
  if (!Array.isArray(current.allOf)) return current;
  const { allOf, ...rest } = current;
  const parts = (allOf as unknown[]).map((part) => resolveSchema(part, schemas));
  return parts.reduce<Schema>(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: { ...(part.properties as Schema | undefined), ...(merged.properties as Schema | undefined) },
      required: [...new Set([...asStrings(merged.required), ...asStrings(part.required)])],
    }),
    rest,
  );
}

/** The first JSON type of a schema (3.1 type lists skip `null`), inferred from its shape when absent. */
export function schemaType(schema: Schema): string | undefined {
  const type: unknown = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.const !== undefined) return typeof schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return typeof schema.enum[0];
  return undefined;
}

/** A file part: `format: binary|base64` (3.0) or `contentMediaType`/`contentEncoding` (3.1). */
export function isFileSchema(schema: Schema): boolean {
  if (schema.format === 'binary' || schema.format === 'base64' || schema.contentEncoding === 'base64') return true;
  return typeof schema.contentMediaType === 'string' && !/^(text\/|application\/json)/.test(schema.contentMediaType);
}

export type Variant = { label: string; schema: Schema };

/** `oneOf`/`anyOf` options with a label each (title, ref name, const tag, or type). */
export function schemaVariants(schema: Schema, schemas: SchemaMap): Variant[] | undefined {
  const list = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (!list) return undefined;
  return list.map((option, i) => {
    const resolved = resolveSchema(option, schemas);
    const refName = isSchema(option) && typeof option.$ref === 'string' ? option.$ref.split('/').pop() : undefined;
    return {
      label: scalarText(resolved.title ?? refName ?? schemaType(resolved) ?? `Option ${i + 1}`),
      schema: { ...withoutChoices(schema), ...resolved },
    };
  });
}

/** Property names in order, with their resolved schemas and whether they are required. */
export function schemaProperties(schema: Schema, schemas: SchemaMap): { name: string; schema: Schema; required: boolean }[] {
  const props = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(asStrings(schema.required));
  return Object.entries(props).map(([name, raw]) => ({ name, schema: resolveSchema(raw, schemas), required: required.has(name) }));
}

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutChoices(schema: Schema): Schema {
  const { oneOf: _o, anyOf: _a, discriminator: _d, ...rest } = schema;
  return rest;
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
