/**
 * Server Objects (https://spec.openapis.org/oas/v3.1.0#server-object) in effect for an operation
 * (operation → path item → document), with their variables. Browser-safe.
 */
import { effectiveServers, type OperationEntry } from './operations';
import type { ServerModel } from './page-model-types';
import { isObj, str, type Obj } from './types';
import { scalarText } from './scalar-text';

/** Servers for the page's server dropdown; `[]` when the spec names none. */
export function buildServers(doc: Obj, entry: Pick<OperationEntry, 'operation' | 'pathItem'>): ServerModel[] {
  return effectiveServers(doc, entry).flatMap((server) => {
    const url = str(server.url);
    if (!url) return [];
    const variables: ServerModel['variables'] = {};
    if (isObj(server.variables)) {
      for (const [name, raw] of Object.entries(server.variables)) {
        if (!isObj(raw)) continue;
        const enumValues = Array.isArray(raw.enum) ? raw.enum.map(String) : undefined;
        const description = str(raw.description);
        variables[name] = {
          default: scalarText(raw.default ?? enumValues?.[0] ?? ''),
          ...(enumValues ? { enum: enumValues } : {}),
          ...(description ? { description } : {}),
        };
      }
    }
    const description = str(server.description);
    return [{ url, ...(description ? { description } : {}), variables }];
  });
}
