/**
 * The playground's first values for an operation: parameters and body from `x-default` (and
 * examples when prefilling), credentials from what this spec's pages stored this session or the
 * schemes' `x-default`, and the stored server choice when it still exists. Pure.
 */
import type { PlaygroundDto } from '../openapi/to-playground';
import { bodyKind } from './body-kind';
import type { Stored } from './credential-store';
import { initialValue } from './initial-values';
import { isFileSchema, isSchema, resolveSchema, schemaProperties } from './schema';
import { paramKey, type AuthValues, type BodyValues, type ParamValue, type PlaygroundValues } from './values';

/** Starting values; `stored` comes from credential-store. */
export function buildInitialValues(dto: PlaygroundDto, prefill: boolean, stored?: Stored): PlaygroundValues {
  const params: Record<string, ParamValue> = {};
  for (const p of dto.parameters) {
    const value = initialValue(p.schema, dto.schemas, { prefill }, prefill ? p.example : undefined);
    if (value !== undefined && value !== null) params[paramKey(p)] = Array.isArray(value) ? value.map(toText) : toText(value);
  }
  const server =
    stored?.server !== undefined && stored.server < dto.servers.length && (stored.server >= 0 || stored.serverUrl) ? stored.server : 0;
  const authOption = stored?.authOption !== undefined && stored.authOption < dto.security.length ? stored.authOption : 0;
  return {
    server,
    serverUrl: stored?.serverUrl ?? '',
    variables: stored?.variables ?? {},
    params,
    body: bodyValues(dto, 0, prefill),
    authOption,
    auth: { ...defaultAuth(dto), ...stored?.auth },
  };
}

/** Body values for one media type (also used when the reader switches media type). */
export function bodyValues(dto: PlaygroundDto, media: number, prefill: boolean): BodyValues {
  const content = dto.body?.content[media];
  const empty: BodyValues = { media, json: undefined, raw: '', fields: {}, files: {}, file: null, text: '' };
  if (!content) return empty;
  const kind = bodyKind(content.mediaType);
  const value = initialValue(content.schema, dto.schemas, { prefill }, prefill ? content.example : undefined);
  if (kind === 'json') return { ...empty, json: value, raw: value === undefined ? '' : JSON.stringify(value, null, 2) };
  if (kind === 'text')
    return { ...empty, text: typeof value === 'string' ? value : prefill && typeof content.example === 'string' ? content.example : '' };
  if (kind === 'multipart' || kind === 'urlencoded') {
    const schema = resolveSchema(content.schema, dto.schemas);
    const fields: Record<string, string> = {};
    const files: Record<string, File | null> = {};
    for (const prop of schemaProperties(schema, dto.schemas)) {
      if (isFileSchema(prop.schema)) files[prop.name] = null;
      else if (isSchema(value) && value[prop.name] !== undefined) fields[prop.name] = toText(value[prop.name]);
    }
    return { ...empty, fields, files };
  }
  return empty;
}

/** `x-default` of each security scheme (basic: `user:password`; OAuth: the client and its scopes). */
function defaultAuth(dto: PlaygroundDto): AuthValues {
  const out: AuthValues = {};
  for (const scheme of dto.security.flat()) {
    const client = scheme.defaultClient;
    if (client) {
      out[scheme.key] = {
        ...(client.clientId !== undefined ? { clientId: client.clientId } : {}),
        ...(client.clientSecret !== undefined ? { clientSecret: client.clientSecret } : {}),
        ...(client.scopes ? { scopes: client.scopes.join(' ') } : {}),
      };
      continue;
    }
    if (!scheme.default) continue;
    if (scheme.type === 'http' && scheme.scheme === 'basic') {
      const at = scheme.default.indexOf(':');
      out[scheme.key] =
        at < 0 ? { username: scheme.default } : { username: scheme.default.slice(0, at), password: scheme.default.slice(at + 1) };
    } else out[scheme.key] = { value: scheme.default };
  }
  return out;
}

export function toText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
