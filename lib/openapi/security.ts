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
  const fields: [keyof SecuritySchemeModel, unknown][] = [
    ['description', scheme.description],
    ['in', scheme.in],
    ['paramName', scheme.name],
    ['scheme', typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : undefined],
    ['bearerFormat', scheme.bearerFormat],
    ['openIdConnectUrl', scheme.openIdConnectUrl],
    ['default', scheme['x-default']],
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
