/**
 * Security requirements (https://spec.openapis.org/oas/v3.1.0#security-requirement-object)
 * resolved against `components.securitySchemes`: the operation's `security` when present (an
 * empty list means public), else the document's. Browser-safe.
 */
import type { SecurityModel, SecuritySchemeModel } from './page-model-types';
import { deref } from './refs';
import { isObj, str, type Obj } from './types';

/** Alternatives of scheme sets; `[]` when no authentication is required. */
export function buildSecurity(doc: Obj, operation: Obj): SecurityModel {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(doc.security) ? doc.security : [];
  const schemes = isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  return requirements
    .filter(isObj)
    .map((requirement) =>
      Object.entries(requirement).map(([key, scopes]) =>
        toScheme(key, deref(doc, schemes[key]).value, Array.isArray(scopes) ? scopes.map(String) : []),
      ),
    );
}

function toScheme(key: string, scheme: Obj, scopes: string[]): SecuritySchemeModel {
  const model: SecuritySchemeModel = { key, type: str(scheme.type) ?? 'unknown', scopes };
  // An OAuth scheme has no token to prefill (a token is what its flow obtains): its `x-default`
  // is the client the flow starts with, as a public client id is what a docs site can publish.
  const oauth = model.type === 'oauth2' || model.type === 'openIdConnect';
  if (oauth) {
    const client = toDefaultClient(scheme['x-default']);
    if (client) model.defaultClient = client;
  }
  const fields: [keyof SecuritySchemeModel, unknown][] = [
    ['description', scheme.description],
    ['in', scheme.in],
    ['paramName', scheme.name],
    ['scheme', typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : undefined],
    ['bearerFormat', scheme.bearerFormat],
    ['openIdConnectUrl', scheme.openIdConnectUrl],
    ['default', oauth ? undefined : scheme['x-default']],
  ];
  for (const [field, value] of fields) if (typeof value === 'string') (model as Record<string, unknown>)[field] = value;
  if (isObj(scheme.flows)) {
    model.flows = Object.fromEntries(
      Object.entries(scheme.flows)
        .filter(([, flow]) => isObj(flow))
        .map(([name, flow]) => {
          const f = flow as Obj;
          const urls = Object.fromEntries(
            ['authorizationUrl', 'tokenUrl', 'refreshUrl'].flatMap((k) => (typeof f[k] === 'string' ? [[k, f[k]]] : [])),
          );
          return [name, { ...urls, scopes: isObj(f.scopes) ? (f.scopes as Record<string, string>) : {} }];
        }),
    );
  }
  return model;
}

/** `x-default` of an OAuth scheme: `"client-id"` or `{ clientId, clientSecret?, scopes? }` (scopes a list or a space-separated string). */
function toDefaultClient(value: unknown): SecuritySchemeModel['defaultClient'] {
  if (typeof value === 'string') return value ? { clientId: value } : undefined;
  if (!isObj(value)) return undefined;
  const client: NonNullable<SecuritySchemeModel['defaultClient']> = {};
  if (typeof value.clientId === 'string') client.clientId = value.clientId;
  if (typeof value.clientSecret === 'string') client.clientSecret = value.clientSecret;
  const scopes = typeof value.scopes === 'string' ? value.scopes.split(/\s+/) : Array.isArray(value.scopes) ? value.scopes : [];
  const named = scopes.filter((s): s is string => typeof s === 'string' && s !== '');
  if (named.length) client.scopes = named;
  return Object.keys(client).length ? client : undefined;
}
