'use client';

import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import type { PlaygroundValues } from '@/lib/playground/values';
import type { FieldErrors } from '@/lib/playground/validate';
import { FieldRow } from './field-row';
import { ValueInput } from './value-input';

type Update = (change: (v: PlaygroundValues) => PlaygroundValues) => void;

/** The server dropdown (more than one server) and its editable variables. */
export function ServerFields({ dto, values, errors, update }: { dto: PlaygroundDto; values: PlaygroundValues; errors: FieldErrors; update: Update }) {
  const strings = useUiStrings();
  const server = dto.servers[values.server];
  const variables = Object.entries(server?.variables ?? {});
  if (dto.servers.length < 2 && !variables.length) return null;
  return (
    <fieldset className="pg-section">
      <legend>{strings.server}</legend>
      {dto.servers.length > 1 && (
        <FieldRow htmlFor="pg-server" name="Base URL">
          <select id="pg-server" className="pg-input" aria-label={strings.server} value={values.server} onChange={(e) => update((v) => ({ ...v, server: Number(e.target.value) }))}>
            {dto.servers.map((s, i) => (
              <option key={i} value={i}>{s.description ? `${s.url} — ${s.description}` : s.url}</option>
            ))}
          </select>
        </FieldRow>
      )}
      {variables.map(([name, variable]) => (
        <FieldRow key={name} htmlFor={`pg-var-${name}`} name={`{${name}}`} description={variable.description} error={errors[`var:${name}`]} required>
          <ValueInput
            id={`pg-var-${name}`}
            label={`Server variable ${name}`}
            schema={variable.enum ? { enum: variable.enum } : { type: 'string', example: variable.default }}
            value={values.variables[values.server]?.[name] ?? variable.default}
            required
            invalid={!!errors[`var:${name}`]}
            onChange={(value) => update((v) => ({ ...v, variables: { ...v.variables, [v.server]: { ...v.variables[v.server], [name]: value } } }))}
          />
        </FieldRow>
      ))}
    </fieldset>
  );
}
