/**
 * Hand-written endpoint pages (docs/docs-json.md `api.mdx`; frontmatter `api`, `authMethod`): the
 * page's method and path, its `ParamField`s and docs.json's `api.mdx.server` and `api.mdx.auth`
 * become a minimal OpenAPI 3.1 document with one operation. The playground's DTO
 * (lib/openapi/to-playground), its code samples and the proxy's server rule then work exactly as
 * on generated endpoint pages: one builder, no second playground. Pure and browser-safe.
 */
import { listOperations, type OperationEntry } from '../openapi/operations';
import { HTTP_METHODS, type Obj } from '../openapi/types';
import type { EndpointField } from './endpoint-fields';
import { objectSchema, schemaOfField } from './field-schema';

/** docs.json `api.mdx`. */
export type MdxApiConfig = { server?: string | string[]; auth?: { method: 'bearer' | 'basic' | 'key'; name?: string } };

/** `key` names the frontmatter key a problem is about; `line` is a body line (a field's). */
export type MdxEndpointProblem = { message: string; key?: 'api' | 'authMethod'; line?: number };

export type MdxEndpoint = { doc: Obj; entry: OperationEntry };

export type MdxEndpointInput = {
  api: unknown;
  authMethod?: unknown;
  title?: string;
  mdx?: MdxApiConfig;
  fields?: EndpointField[];
};

type ParsedApi = { ok: true; method: string; path: string; origin?: string } | { ok: false; message: string };

const AUTH_METHODS = ['bearer', 'basic', 'key', 'none'];

/** Whether a route is a hand-written endpoint page: an MDX page with frontmatter `api`. */
export function isMdxEndpointPage(route: { kind: string; frontmatter?: { api?: unknown } }): boolean {
  return route.kind === 'page' && typeof route.frontmatter?.api === 'string';
}

/**
 * `"POST /users"`, or with a full URL as the hosted platform also accepts
 * (`"GET https://api.example.com/v1/users/{id}"`). The method is case-insensitive.
 */
export function parseApiValue(value: unknown): ParsedApi {
  const shown = JSON.stringify(value);
  const match = typeof value === 'string' ? /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(value) : null;
  if (!match) return { ok: false, message: `\`api\` is ${shown}; write the method and the path, such as "POST /users"` };
  const method = match[1].toUpperCase();
  if (!(HTTP_METHODS as readonly string[]).includes(method.toLowerCase())) return { ok: false, message: `\`api\` is ${shown}: "${match[1]}" is not an HTTP method (${HTTP_METHODS.map((m) => m.toUpperCase()).join(', ')})` };
  const target = match[2];
  const url = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?$/i.exec(target);
  if (url) return { ok: true, method, path: url[2] || '/', origin: url[1] };
  if (!target.startsWith('/')) return { ok: false, message: `\`api\` is ${shown}: the path must start with "/" or be a full URL (https://…)` };
  if (/[?#]/.test(target)) return { ok: false, message: `\`api\` is ${shown}: leave the query string out of the path and describe it with <ParamField query="…">` };
  return { ok: true, method, path: target };
}

/**
 * The synthetic document and its one operation, and the problems found on the way (for
 * `lectern check`). `endpoint` is missing only when `api` itself is unusable; everything else
 * (an unknown `authMethod`, a misplaced field) is left out with a problem, never thrown.
 */
export function buildMdxEndpoint(input: MdxEndpointInput): { endpoint?: MdxEndpoint; problems: MdxEndpointProblem[] } {
  const parsed = parseApiValue(input.api);
  if (!parsed.ok) return { problems: [{ key: 'api', message: parsed.message }] };
  const problems: MdxEndpointProblem[] = [];
  const { servers, path } = placeOnServers(parsed, input.mdx?.server);
  if (!servers.length) problems.push({ key: 'api', message: 'docs.json sets no `api.mdx.server`, so the playground of this page cannot send requests; set it, or write a full URL in `api`' });

  const fields = input.fields ?? [];
  const seen = new Set<string>();
  const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const usable = fields.filter((field) => {
    const key = `${field.in}:${field.name}`;
    const drop = seen.has(key)
      ? `${field.in} field "${field.name}" is described twice; the first one is used`
      : field.in === 'path' && !templated.includes(field.name)
        ? `path field "${field.name}" is not in the path ${path}; write it as {${field.name}}`
        : field.in === 'body' && (parsed.method === 'GET' || parsed.method === 'HEAD')
          ? `body field "${field.name}" on a ${parsed.method} request: browsers cannot send a body with ${parsed.method}, so it is left out of the playground`
          : undefined;
    seen.add(key);
    if (drop) problems.push({ message: drop, line: field.line });
    return !drop;
  });
  const parameters = usable.filter((f) => f.in !== 'body').map((f) => ({ name: f.name, in: f.in, required: f.in === 'path' || f.required, ...(f.description ? { description: f.description } : {}), ...(f.deprecated ? { deprecated: true } : {}), schema: schemaOfField({ ...f, description: undefined, deprecated: false }) }));
  for (const name of templated) if (!parameters.some((p) => p.in === 'path' && p.name === name)) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });

  const body = usable.filter((f) => f.in === 'body');
  const operation: Obj = { ...(input.title ? { summary: input.title } : {}), parameters, responses: {} };
  if (body.length) {
    const mediaType = body.some((f) => /^(file|binary)(\[\])?$/i.test(f.type?.trim() ?? '')) ? 'multipart/form-data' : 'application/json';
    operation.requestBody = { required: body.some((f) => f.required), content: { [mediaType]: { schema: objectSchema(body) } } };
  }
  const security = toSecurity(input.authMethod, input.mdx?.auth, problems);
  operation.security = security ? [{ [security.key]: [] }] : [];
  const doc: Obj = {
    openapi: '3.1.0',
    info: { title: input.title ?? `${parsed.method} ${path}`, version: '' },
    servers: servers.map((url) => ({ url })),
    paths: { [path]: { [parsed.method.toLowerCase()]: operation } },
    components: { securitySchemes: security ? { [security.key]: security.scheme } : {} },
  };
  return { endpoint: { doc, entry: listOperations(doc)[0] }, problems };
}

/**
 * Servers and path: `api.mdx.server` for a path; for a full URL, the `api.mdx.server` it lies
 * under when there is one (so `/v1` stays the base), else the URL's origin.
 */
function placeOnServers(parsed: Extract<ParsedApi, { ok: true }>, server: string | string[] | undefined): { servers: string[]; path: string } {
  const configured = (Array.isArray(server) ? server : server ? [server] : []).filter((s) => s.trim() !== '');
  if (!parsed.origin) return { servers: configured, path: parsed.path };
  const full = parsed.origin + parsed.path;
  const base = configured.map((s) => s.replace(/\/+$/, '')).find((s) => /^https?:\/\//i.test(s) && full.toLowerCase().startsWith(s.toLowerCase()) && /^(\/|$)/.test(full.slice(s.length)));
  return base ? { servers: [base], path: full.slice(base.length) || '/' } : { servers: [parsed.origin], path: parsed.path };
}

/** The security scheme in effect: frontmatter `authMethod` overrides `api.mdx.auth`; `none` means public. */
function toSecurity(authMethod: unknown, auth: MdxApiConfig['auth'], problems: MdxEndpointProblem[]): { key: string; scheme: Obj } | undefined {
  let method: string | undefined = auth?.method;
  if (authMethod !== undefined) {
    if (typeof authMethod === 'string' && AUTH_METHODS.includes(authMethod)) method = authMethod;
    else problems.push({ key: 'authMethod', message: `\`authMethod\` is ${JSON.stringify(authMethod)}; allowed: "bearer", "basic", "key", "none" (using ${auth ? `docs.json's "${auth.method}"` : 'no authentication'})` });
  }
  if (method === 'bearer') return { key: 'bearerAuth', scheme: { type: 'http', scheme: 'bearer' } };
  if (method === 'basic') return { key: 'basicAuth', scheme: { type: 'http', scheme: 'basic' } };
  if (method !== 'key') return undefined;
  if (!auth?.name) {
    // Without `authMethod`, docs.json's own check already reports the missing name.
    if (authMethod === 'key') problems.push({ key: 'authMethod', message: '`authMethod: key` needs the name of the header the key goes in: set docs.json `api.mdx.auth` to { "method": "key", "name": "x-api-key" }' });
    return undefined;
  }
  return { key: 'apiKeyAuth', scheme: { type: 'apiKey', in: 'header', name: auth.name } };
}
