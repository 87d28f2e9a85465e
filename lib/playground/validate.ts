/**
 * Checks before sending, one message per field (keys match the inputs: `query:limit`,
 * `var:port`, `body`, `body.name`, `file:upload`). Only what the reader can fix is checked:
 * required values and unparseable JSON; the API judges the rest. Pure.
 */
import type { PlaygroundDto } from '../openapi/to-playground';
import { bodyKind } from './body-kind';
import { pickVariant } from './initial-values';
import { isSchema, resolveSchema, schemaProperties, schemaVariants } from './schema';
import { CUSTOM_SERVER, paramKey, type PlaygroundValues } from './values';

export type FieldErrors = Record<string, string>;

/** Problems that stop Send; empty when the request can go. */
export function validateValues(dto: PlaygroundDto, values: PlaygroundValues): FieldErrors {
  const errors: FieldErrors = {};
  const server = dto.servers[values.server];
  if (values.server === CUSTOM_SERVER && !values.serverUrl.trim())
    errors.serverUrl = 'Enter a base URL, or choose one of the API’s servers.';
  for (const name of Object.keys(server?.variables ?? {})) {
    if (!(values.variables[values.server]?.[name] ?? server.variables[name].default))
      errors[`var:${name}`] = `Enter a value for the server variable ${name}.`;
  }
  for (const param of dto.parameters) {
    const value = values.params[paramKey(param)];
    const empty = Array.isArray(value) ? !value.some((v) => v !== '') : !value;
    if (param.required && empty) errors[paramKey(param)] = `${param.name} is required.`;
  }
  const media = dto.body?.content[values.body.media];
  if (!media) return errors;
  const kind = bodyKind(media.mediaType);
  if (kind === 'json') {
    if (values.body.rawError) errors.body = `The JSON body does not parse: ${values.body.rawError}`;
    else if (dto.body?.required && values.body.json === undefined) errors.body = 'This operation needs a body.';
    else checkRequired(media.schema, dto.schemas, values.body.json, 'body', errors);
  } else if (kind === 'multipart' || kind === 'urlencoded') {
    for (const prop of schemaProperties(resolveSchema(media.schema, dto.schemas), dto.schemas)) {
      if (!prop.required) continue;
      const present = values.body.files[prop.name] ?? values.body.fields[prop.name];
      if (!present) errors[`body.${prop.name}`] = `${prop.name} is required.`;
    }
  } else if (kind === 'binary' && dto.body?.required && !values.body.file) errors.body = 'Choose a file to send as the body.';
  return errors;
}

/** Required properties of a JSON body, following the chosen oneOf/anyOf variant, two levels deep. */
function checkRequired(
  raw: unknown,
  schemas: PlaygroundDto['schemas'],
  value: unknown,
  path: string,
  errors: FieldErrors,
  depth = 0,
): void {
  if (depth > 2 || !isSchema(value)) return;
  let schema = resolveSchema(raw, schemas);
  const variants = schemaVariants(schema, schemas);
  if (variants) schema = pickVariant(variants, value)?.schema ?? schema;
  for (const prop of schemaProperties(schema, schemas)) {
    const child = value[prop.name];
    if (prop.required && prop.schema.readOnly !== true && (child === undefined || child === ''))
      errors[`${path}.${prop.name}`] = `${prop.name} is required.`;
    else checkRequired(prop.schema, schemas, child, `${path}.${prop.name}`, errors, depth + 1);
  }
}
