'use client';

import { resolveSchema, schemaType } from '@/lib/playground/schema';
import { paramKey } from '@/lib/playground/values';
import { FieldRow } from './field-row';
import type { SectionProps } from './types';
import { ListInput, ValueInput } from './value-input';

const SECTIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
] as const;

/** Typed inputs for the operation's parameters, grouped by where they go. */
export function ParamFields({ dto, values, errors, update }: SectionProps) {
  return (
    <>
      {SECTIONS.map(([location, title]) => {
        const params = dto.parameters.filter((p) => p.in === location);
        if (!params.length) return null;
        return (
          <fieldset className="pg-section" key={location}>
            <legend>{title}</legend>
            {params.map((p) => {
              const key = paramKey(p);
              const id = `pg-param-${p.in}-${p.name}`;
              const schema = resolveSchema(p.schema, dto.schemas);
              const type = schemaType(schema);
              const set = (value: string | string[]) => update((v) => ({ ...v, params: { ...v.params, [key]: value } }));
              const value = values.params[key];
              return (
                <FieldRow
                  key={key}
                  htmlFor={id}
                  name={p.name}
                  type={type === 'array' ? `${schemaType(resolveSchema(schema.items, dto.schemas)) ?? 'string'}[]` : type}
                  required={p.required}
                  description={p.description}
                  error={errors[key]}
                  schema={schema}
                >
                  {type === 'array' ? (
                    <ListInput
                      id={id}
                      label={p.name}
                      schema={{ ...schema, items: resolveSchema(schema.items, dto.schemas) }}
                      value={Array.isArray(value) ? value : value ? [value] : []}
                      onChange={set}
                      required={p.required}
                      invalid={!!errors[key]}
                    />
                  ) : (
                    <ValueInput
                      id={id}
                      label={p.name}
                      schema={schema}
                      value={Array.isArray(value) ? value.join(',') : value}
                      onChange={set}
                      required={p.required}
                      invalid={!!errors[key]}
                    />
                  )}
                </FieldRow>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
