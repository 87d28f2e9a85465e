'use client';

import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import { CUSTOM_SERVER } from '@/lib/playground/values';
import { FieldRow } from './field-row';
import type { SectionProps } from './types';
import { ValueInput } from './value-input';

/**
 * The server dropdown and its editable variables. "Custom URL" takes a typed base URL, which may
 * hold `{{variables}}`; the proxy still forwards only to the spec's servers, so a custom URL on
 * another origin works only where that origin allows a browser's request (CORS).
 */
export function ServerFields({ dto, values, errors, update }: SectionProps) {
  const strings = useUiStrings();
  const server = dto.servers[values.server];
  const variables = Object.entries(server?.variables ?? {});
  return (
    <fieldset className="pg-section">
      <legend>{strings.server}</legend>
      <FieldRow htmlFor="pg-server" name="Base URL">
        <select
          id="pg-server"
          className="pg-input"
          aria-label={strings.server}
          value={values.server}
          onChange={(e) => update((v) => ({ ...v, server: Number(e.target.value) }))}
        >
          {dto.servers.map((s, i) => (
            <option key={i} value={i}>
              {s.description ? `${s.url} — ${s.description}` : s.url}
            </option>
          ))}
          <option value={CUSTOM_SERVER}>Custom URL…</option>
        </select>
      </FieldRow>
      {values.server === CUSTOM_SERVER && (
        <FieldRow
          htmlFor="pg-server-url"
          name="Custom URL"
          description="For example {{baseUrl}}; a relative URL is on this site."
          error={errors.serverUrl}
          required
        >
          <input
            id="pg-server-url"
            className="pg-input"
            aria-label="Custom base URL"
            aria-invalid={errors.serverUrl ? true : undefined}
            autoComplete="off"
            placeholder="https://api.example.com/v1"
            value={values.serverUrl}
            onChange={(e) => update((v) => ({ ...v, serverUrl: e.target.value }))}
          />
        </FieldRow>
      )}
      {variables.map(([name, variable]) => (
        <FieldRow
          key={name}
          htmlFor={`pg-var-${name}`}
          name={`{${name}}`}
          description={variable.description}
          error={errors[`var:${name}`]}
          required
        >
          <ValueInput
            id={`pg-var-${name}`}
            label={`Server variable ${name}`}
            schema={variable.enum ? { enum: variable.enum } : { type: 'string', example: variable.default }}
            value={values.variables[values.server]?.[name] ?? variable.default}
            required
            invalid={!!errors[`var:${name}`]}
            onChange={(value) =>
              update((v) => ({ ...v, variables: { ...v.variables, [v.server]: { ...v.variables[v.server], [name]: value } } }))
            }
          />
        </FieldRow>
      ))}
    </fieldset>
  );
}
