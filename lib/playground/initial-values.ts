/**
 * Starting values of the playground's inputs. `x-default` (docs/docs-json.md "Extensions") is a
 * playground-only default and always applies; with `api.examples.prefill` the spec's examples,
 * defaults and enums fill the rest. Without prefill, the form starts empty so a reader never
 * sends values they did not choose. Pure.
 */
import { isSchema, resolveSchema, schemaProperties, schemaType, schemaVariants, type Schema, type SchemaMap } from './schema';

type Options = { prefill: boolean; depth?: number };

/** A value for `schema`, or undefined when nothing should be filled in. */
export function initialValue(raw: unknown, schemas: SchemaMap, opts: Options, example?: unknown): unknown {
  const schema = resolveSchema(raw, schemas);
  const depth = opts.depth ?? 0;
  if (depth > 6) return undefined;
  if (schema['x-default'] !== undefined) return schema['x-default'];
  const variants = schemaVariants(schema, schemas);
  if (variants) return initialValue(pickVariant(variants, example)?.schema, schemas, { ...opts, depth: depth + 1 }, example);
  const type = schemaType(schema);
  if (type === 'object') return objectValue(schema, schemas, opts, depth, example);
  if (!opts.prefill) return schema.const;
  if (example !== undefined) return example;
  if (type === 'array') {
    const item = initialValue(schema.items, schemas, { ...opts, depth: depth + 1 });
    return schema.example ?? firstOf(schema.examples) ?? schema.default ?? (item === undefined ? undefined : [item]);
  }
  return schema.const ?? schema.example ?? firstOf(schema.examples) ?? schema.default ?? firstOf(schema.enum);
}

function objectValue(
  schema: Schema,
  schemas: SchemaMap,
  opts: Options,
  depth: number,
  example: unknown,
): Record<string, unknown> | undefined {
  const base = opts.prefill && isSchema(example) ? { ...example } : opts.prefill && isSchema(schema.example) ? { ...schema.example } : {};
  for (const prop of schemaProperties(schema, schemas)) {
    if (prop.schema.readOnly === true) continue;
    const value = initialValue(prop.schema, schemas, { ...opts, depth: depth + 1 }, base[prop.name]);
    if (value !== undefined) base[prop.name] = value;
  }
  return Object.keys(base).length ? base : depth === 0 ? {} : undefined;
}

/** The variant an example fits (by const tag or required keys), else the first. */
export function pickVariant<T extends { schema: Schema }>(variants: T[], value: unknown): T | undefined {
  if (!isSchema(value)) return variants[0];
  const fits = variants.find((v) => {
    const props = isSchema(v.schema.properties) ? v.schema.properties : {};
    return Object.entries(props).every(([name, p]) => !isSchema(p) || p.const === undefined || value[name] === p.const);
  });
  return fits ?? variants[0];
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : undefined;
}
