/**
 * Example values for building a sample request from a page model: the spec's own examples first,
 * then defaults and enums, then a typed placeholder (`<string>`) so the gap is obvious in a
 * snippet. `required` mode keeps only required parameters and body properties
 * (`api.examples.defaults: required`). Browser-safe.
 */
import type { Credentials, RequestInput } from './build-request';
import type { EndpointModel, MediaModel, ParameterModel, SchemaNode, SecuritySchemeModel } from './page-model-types';

/** The sample request of an endpoint page (first server, first body media type, first auth option). */
export function toSampleRequest(model: EndpointModel, defaults: 'all' | 'required' = 'all'): RequestInput {
  const keep = (p: ParameterModel) => defaults === 'all' || p.required;
  const values = (params: ParameterModel[]) => Object.fromEntries(params.filter(keep).map((p) => [p.name, paramValue(p)]));
  const server = model.servers[0];
  const media = model.requestBody?.content[0];
  return {
    method: model.method,
    path: model.path,
    ...(server
      ? { server: { url: server.url, variables: Object.fromEntries(Object.entries(server.variables).map(([k, v]) => [k, v.default])) } }
      : {}),
    // A path parameter with no example stays a template (`/users/{id}`): a placeholder would be
    // percent-encoded into the URL (`%3Cstring%3E`), which reads as noise and hides which part to fill.
    pathParams: Object.fromEntries(Object.entries(values(model.parameters.path)).filter(([, v]) => !isPlaceholder(v))),
    // Likewise an optional query parameter with no example is left out rather than sent as `%3Cstring%3E`.
    query: Object.fromEntries(
      Object.entries(values(model.parameters.query)).filter(
        ([name, v]) => !isPlaceholder(v) || model.parameters.query.some((p) => p.name === name && p.required),
      ),
    ),
    headers: values(model.parameters.header),
    cookies: values(model.parameters.cookie),
    ...(media ? { body: bodyValue(media, defaults === 'required' && !model.requestBody?.required ? 'skip' : defaults) } : {}),
    auth: (model.security[0] ?? []).flatMap(placeholderCredential),
  };
}

function isPlaceholder(value: string): boolean {
  return /^<[a-z]+>$/.test(value);
}

function paramValue(p: ParameterModel): string {
  const value = p.examples[0]?.value ?? p.schema?.examples?.[0] ?? p.schema?.default ?? p.schema?.enum?.[0] ?? p.schema?.const;
  return value === undefined ? `<${p.schema?.type ?? 'string'}>` : typeof value === 'string' ? value : JSON.stringify(value);
}

function bodyValue(media: MediaModel, mode: 'all' | 'required' | 'skip'): NonNullable<RequestInput['body']> {
  let value = media.examples[0]?.value ?? {};
  const properties = media.schema?.properties ?? [];
  if (mode !== 'all' && isRecord(value)) {
    const required = new Set(mode === 'skip' ? [] : properties.filter((p) => p.required).map((p) => p.name));
    value = Object.fromEntries(Object.entries(value).filter(([k]) => required.has(k)));
  }
  const files = properties.filter((p: SchemaNode) => p.format === 'binary' || p.format === 'base64').map((p) => p.name ?? '');
  return { mediaType: media.mediaType, value, ...(files.length ? { files } : {}) };
}

function placeholderCredential(scheme: SecuritySchemeModel): Credentials[] {
  if (scheme.type === 'apiKey' && scheme.paramName && (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')) {
    return [{ type: 'apiKey', in: scheme.in, name: scheme.paramName, value: scheme.default ?? '<api-key>' }];
  }
  if (scheme.type === 'http' && scheme.scheme === 'basic') return [{ type: 'basic', username: '<username>', password: '<password>' }];
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return [{ type: 'bearer', token: scheme.default ?? '<token>' }];
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
