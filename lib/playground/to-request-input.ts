/**
 * The reader's values → the shared builder's input (build-request.ts) plus the bytes it only
 * names, so the code sample and the request Send makes come from one function. Relative server
 * URLs resolve against the page's origin: OpenAPI resolves them against where the document is
 * served, and that is this site. Pure.
 */
import type { PlaygroundDto } from '../openapi/to-playground';
import type { SecuritySchemeModel } from '../openapi/page-model-types';
import { bodyKind } from './body-kind';
import type { Attachments, Credentials, RequestInput } from '../openapi/build-request';
import { CUSTOM_SERVER, paramKey, type AuthValues, type PlaygroundValues } from './values';

export type BuiltInput = { input: RequestInput; attachments: Attachments };

/** Build the request input for the current values. */
export function toRequestInput(dto: PlaygroundDto, values: PlaygroundValues, origin: string): BuiltInput {
  const input: RequestInput = { method: dto.method, path: dto.path, pathParams: {}, query: {}, headers: {}, cookies: {} };
  const server = dto.servers[values.server] ?? dto.servers[0];
  if (values.server === CUSTOM_SERVER && values.serverUrl.trim()) input.server = { url: resolveServerUrl(values.serverUrl.trim(), origin) };
  else if (server) {
    const variables = Object.fromEntries(
      Object.entries(server.variables).map(([name, v]) => [name, values.variables[values.server]?.[name] ?? v.default]),
    );
    input.server = { url: resolveServerUrl(server.url, origin), variables };
  }
  for (const param of dto.parameters) {
    const value = values.params[paramKey(param)];
    const list = Array.isArray(value) ? value.filter((v) => v !== '') : value ? [value] : [];
    if (!list.length) continue;
    if (param.in === 'query') input.query![param.name] = Array.isArray(value) ? list : list[0];
    else if (param.in === 'path') input.pathParams![param.name] = list.join(',');
    else if (param.in === 'header') input.headers![param.name] = list.join(',');
    else if (param.in === 'cookie') input.cookies![param.name] = list.join(',');
  }
  const attachments: Attachments = {};
  const media = dto.body?.content[values.body.media];
  if (media) {
    const body = toBody(media.mediaType, values, attachments, dto.body?.required === true);
    if (body) input.body = body;
  }
  input.auth = toCredentials(dto.security[values.authOption] ?? [], values.auth);
  return { input, attachments };
}

/** `/v1` → `https://docs.site/v1`; absolute URLs and templates with a scheme stay as they are. */
export function resolveServerUrl(url: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\/|^\{[^{}]+\}:\/\//i.test(url)) return url;
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function toBody(
  mediaType: string,
  values: PlaygroundValues,
  attachments: Attachments,
  required: boolean,
): RequestInput['body'] | undefined {
  const { body } = values;
  switch (bodyKind(mediaType)) {
    case 'json': {
      const empty = body.json === undefined || (isEmptyObject(body.json) && !required);
      return empty ? undefined : { mediaType, value: body.json };
    }
    case 'text':
      return body.text || required ? { mediaType, value: body.text } : undefined;
    case 'binary':
      if (!body.file) return undefined;
      attachments.body = body.file;
      return { mediaType, value: undefined, file: body.file.name };
    case 'multipart':
    case 'urlencoded': {
      const value: Record<string, string> = Object.fromEntries(Object.entries(body.fields).filter(([, v]) => v !== ''));
      const files: string[] = [];
      for (const [name, file] of Object.entries(body.files)) {
        if (!file) continue;
        value[name] = file.name;
        files.push(name);
        (attachments.files ??= {})[name] = file;
      }
      return Object.keys(value).length || required ? { mediaType, value, ...(files.length ? { files } : {}) } : undefined;
    }
    default:
      return undefined;
  }
}

/** Credentials for one security alternative; schemes without a value are left out. */
export function toCredentials(schemes: SecuritySchemeModel[], auth: AuthValues): Credentials[] {
  return schemes.flatMap((scheme): Credentials[] => {
    const v = auth[scheme.key] ?? {};
    if (scheme.type === 'apiKey' && scheme.paramName && (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')) {
      return v.value ? [{ type: 'apiKey', in: scheme.in, name: scheme.paramName, value: v.value }] : [];
    }
    if (scheme.type === 'http' && scheme.scheme === 'basic')
      return v.username || v.password ? [{ type: 'basic', username: v.username ?? '', password: v.password ?? '' }] : [];
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
      return v.value ? [{ type: 'bearer', token: v.value }] : [];
    return [];
  });
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
