'use client';

import { schemaType, type Schema } from '@/lib/playground/schema';
import { scalarText } from '@/lib/openapi/scalar-text';
import { RemoveItemButton } from './remove-item-button';

type Props = {
  id: string;
  schema: Schema;
  value: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  label: string;
};

/** One typed scalar input: enum → select, boolean → select, number → number field, else text. */
export function ValueInput({ id, schema, value, onChange, required, invalid, label }: Props) {
  const type = schemaType(schema);
  const common = {
    id,
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    className: 'pg-input',
  };
  const options = Array.isArray(schema.enum)
    ? schema.enum.map(String)
    : schema.const !== undefined
      ? [scalarText(schema.const)]
      : type === 'boolean'
        ? ['true', 'false']
        : undefined;
  if (options) {
    return (
      <select {...common} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">{required ? 'Choose…' : '—'}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  // `x-placeholder`: a hand-written page's ParamField `placeholder` (lib/content/field-schema), shown but never sent.
  const placeholder =
    typeof schema['x-placeholder'] === 'string'
      ? schema['x-placeholder']
      : schema.example !== undefined
        ? scalarText(schema.example)
        : Array.isArray(schema.examples) && schema.examples.length
          ? String(schema.examples[0])
          : (type ?? 'value');
  return (
    <input
      {...common}
      type={type === 'integer' || type === 'number' ? 'number' : schema.format === 'password' ? 'password' : 'text'}
      step={type === 'integer' ? 1 : type === 'number' ? 'any' : undefined}
      value={value ?? ''}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type ListProps = Omit<Props, 'value' | 'onChange'> & { value: string[]; onChange: (value: string[]) => void };

/** An array parameter: one input per item, with add and remove. */
export function ListInput({ id, schema, value, onChange, required, invalid, label }: ListProps) {
  const items = (schema.items && typeof schema.items === 'object' ? schema.items : {}) as Schema;
  return (
    <div className="pg-list" id={id}>
      {value.map((item, i) => (
        <div className="pg-list-item" key={i}>
          <ValueInput
            id={`${id}-${i}`}
            label={`${label} item ${i + 1}`}
            schema={items}
            value={item}
            required={required}
            invalid={invalid}
            onChange={(v) => onChange(value.map((old, j) => (j === i ? v : old)))}
          />
          <RemoveItemButton label={label} index={i} onRemove={() => onChange(value.filter((_, j) => j !== i))} />
        </div>
      ))}
      <button type="button" className="pg-link-button" onClick={() => onChange([...value, ''])}>
        + Add {label}
      </button>
    </div>
  );
}
