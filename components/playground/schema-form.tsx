'use client';

import { initialValue, pickVariant } from '@/lib/playground/initial-values';
import {
  isSchema,
  resolveSchema,
  schemaProperties,
  schemaType,
  schemaVariants,
  type Schema,
  type SchemaMap,
} from '@/lib/playground/schema';
import type { FieldErrors } from '@/lib/playground/validate';
import { FieldPills, FieldRow } from './field-row';
import { ValueInput } from './value-input';
import { scalarText } from '@/lib/openapi/scalar-text';
import { RemoveItemButton } from './remove-item-button';

type Props = {
  schema: unknown;
  schemas: SchemaMap;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  label: string;
  required?: boolean;
  errors: FieldErrors;
  depth?: number;
};

/**
 * A form generated from a JSON Schema: objects become field groups, arrays lists with add and
 * remove, `oneOf`/`anyOf` a variant picker, scalars typed inputs. Past a few levels (or for
 * recursive schemas) a value is edited as JSON text, which the raw mode covers in full anyway.
 */
export function SchemaField({ schema: raw, schemas, value, onChange, path, label, required, errors, depth = 0 }: Props) {
  const schema = resolveSchema(raw, schemas);
  const id = `pg-${path.replace(/[^a-z0-9]+/gi, '-')}`;
  const variants = schemaVariants(schema, schemas);
  if (variants) {
    const chosen = pickVariant(variants, value) ?? variants[0];
    return (
      <div className="pg-variant">
        <FieldRow
          htmlFor={`${id}-variant`}
          name={depth === 0 ? 'Shape' : `${label} shape`}
          type={Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf'}
        >
          <select
            id={`${id}-variant`}
            className="pg-input"
            aria-label={`${label} variant`}
            value={variants.indexOf(chosen)}
            onChange={(e) => onChange(initialValue(variants[Number(e.target.value)].schema, schemas, { prefill: false }))}
          >
            {variants.map((v, i) => (
              <option key={i} value={i}>
                {v.label}
              </option>
            ))}
          </select>
        </FieldRow>
        <SchemaField
          schema={chosen.schema}
          schemas={schemas}
          value={value}
          onChange={onChange}
          path={path}
          label={label}
          required={required}
          errors={errors}
          depth={depth + 1}
        />
      </div>
    );
  }
  const type = schemaType(schema);
  if (type === 'object' && depth < 6 && schema.properties) {
    const object = isSchema(value) ? value : {};
    const props = schemaProperties(schema, schemas).filter((p) => p.schema.readOnly !== true);
    const body = props.map((p) => (
      <SchemaField
        key={p.name}
        schema={p.schema}
        schemas={schemas}
        value={object[p.name]}
        path={`${path}.${p.name}`}
        label={p.name}
        required={p.required}
        errors={errors}
        depth={depth + 1}
        onChange={(next) => {
          const copy: Record<string, unknown> = { ...object, [p.name]: next };
          if (next === undefined) delete copy[p.name];
          onChange(copy);
        }}
      />
    ));
    return depth === 0 ? (
      <div className="pg-object">{body}</div>
    ) : (
      <fieldset className="pg-object pg-nested" data-invalid={errors[path] ? '' : undefined}>
        <legend>
          <FieldPills schema={schema} side="pre" />
          {label}
          {required && <span className="pg-required">required</span>}
          <FieldPills schema={schema} side="post" />
        </legend>
        {body}
      </fieldset>
    );
  }
  if (type === 'array' && depth < 6) {
    const list: unknown[] = Array.isArray(value) ? value : [];
    const items = resolveSchema(schema.items, schemas);
    return (
      <FieldRow
        htmlFor={id}
        name={label}
        type={`${schemaType(items) ?? 'any'}[]`}
        required={required}
        description={str(schema.description)}
        error={errors[path]}
        schema={schema}
      >
        <div className="pg-list" id={id}>
          {list.map((item, i) => (
            <div className="pg-list-item" key={i}>
              <SchemaField
                schema={items}
                schemas={schemas}
                value={item}
                path={`${path}[${i}]`}
                label={`${label}[${i}]`}
                errors={errors}
                depth={depth + 1}
                onChange={(next) => onChange(list.map((old, j) => (j === i ? next : old)))}
              />
              <RemoveItemButton label={label} index={i} onRemove={() => onChange(list.filter((_, j) => j !== i))} />
            </div>
          ))}
          <button
            type="button"
            className="pg-link-button"
            onClick={() => onChange([...list, initialValue(items, schemas, { prefill: true }) ?? emptyOf(schemaType(items))])}
          >
            + Add item
          </button>
        </div>
      </FieldRow>
    );
  }
  if (type === 'object' || type === 'array' || !type)
    return (
      <JsonValue
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        required={required}
        error={errors[path]}
        description={str(schema.description)}
        schema={schema}
      />
    );
  return (
    <FieldRow
      htmlFor={id}
      name={label}
      type={type}
      required={required}
      description={str(schema.description)}
      error={errors[path]}
      schema={schema}
    >
      <ValueInput
        id={id}
        label={label}
        schema={schema}
        required={required}
        invalid={!!errors[path]}
        value={value === undefined || value === null ? '' : scalarText(value)}
        onChange={(text) => onChange(fromText(text, schema, type))}
      />
    </FieldRow>
  );
}

/** A sub-value edited as JSON text; invalid text keeps the last valid value. */
function JsonValue({
  id,
  label,
  value,
  onChange,
  required,
  error,
  description,
  schema,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (v: unknown) => void;
  required?: boolean;
  error?: string;
  description?: string;
  schema?: Schema;
}) {
  return (
    <FieldRow htmlFor={id} name={label} type="json" required={required} description={description} error={error} schema={schema}>
      <textarea
        id={id}
        className="pg-input pg-mono"
        rows={3}
        aria-label={label}
        defaultValue={value === undefined ? '' : JSON.stringify(value, null, 2)}
        onChange={(e) => {
          try {
            onChange(e.target.value.trim() ? JSON.parse(e.target.value) : undefined);
          } catch {
            // keep the last valid value until the text parses
          }
        }}
      />
    </FieldRow>
  );
}

function fromText(text: string, schema: Schema, type: string): unknown {
  if (text === '') return undefined;
  if (Array.isArray(schema.enum)) return schema.enum.find((e) => String(e) === text) ?? text;
  if (schema.const !== undefined) return schema.const;
  if (type === 'integer' || type === 'number') return Number.isNaN(Number(text)) ? text : Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}

function emptyOf(type: string | undefined): unknown {
  return type === 'object' ? {} : type === 'array' ? [] : type === 'number' || type === 'integer' ? 0 : type === 'boolean' ? false : '';
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
