/**
 * Operation → the playground's DTO (docs/architecture.md): method, path, servers, parameters, body
 * media types with their schemas (`$ref`s kept), the `schemas` map of every ref they reach, and
 * security. Only what this one operation reaches travels to the browser: never the whole spec,
 * which may be large, cyclic or hold gated operations. Browser-safe.
 */
import type { OperationEntry } from './operations';
import { mergedParameters } from './operations';
import type { SecurityModel, ServerModel } from './page-model-types';
import { getAtPointer } from './pointer';
import { deref } from './refs';
import { buildSecurity } from './security';
import { buildServers } from './servers';
import { isObj, str, type Obj } from './types';

export type PlaygroundParameter = {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: unknown;
  example?: unknown;
};

export type PlaygroundDto = {
  method: string;
  path: string;
  servers: ServerModel[];
  parameters: PlaygroundParameter[];
  body?: { required: boolean; content: { mediaType: string; schema?: unknown; example?: unknown }[] };
  /** `$ref` string → the value it names, for every ref reachable from this operation. */
  schemas: Record<string, unknown>;
  security: SecurityModel;
};

/** The DTO for one operation; serialisable because refs are kept, not inlined. */
export function toPlaygroundDto(doc: Obj, entry: OperationEntry): PlaygroundDto {
  const parameters = mergedParameters(doc, entry).map((p) => {
    const description = str(p.description);
    return {
      name: String(p.name),
      in: String(p.in),
      required: p.in === 'path' || p.required === true,
      ...(description ? { description } : {}),
      ...(p.schema !== undefined ? { schema: p.schema } : {}),
      ...(p.example !== undefined ? { example: p.example } : {}),
    };
  });
  const dto: PlaygroundDto = {
    method: entry.method,
    path: entry.path,
    servers: buildServers(doc, entry),
    parameters,
    schemas: {},
    security: buildSecurity(doc, entry.operation),
  };
  if (entry.operation.requestBody !== undefined) {
    const body = deref(doc, entry.operation.requestBody).value;
    const content = isObj(body.content) ? body.content : {};
    dto.body = {
      required: body.required === true,
      content: Object.entries(content).map(([mediaType, raw]) => {
        const media = deref(doc, raw).value;
        return {
          mediaType,
          ...(media.schema !== undefined ? { schema: media.schema } : {}),
          ...(media.example !== undefined ? { example: media.example } : {}),
        };
      }),
    };
  }
  collectRefs(doc, [dto.parameters, dto.body], dto.schemas);
  return dto;
}

/** Add every `$ref` reachable from `roots` (through the refs' targets too) to `out`. */
function collectRefs(doc: Obj, roots: unknown, out: Record<string, unknown>): void {
  const pending: unknown[] = [roots];
  const seen = new Set<object>();
  while (pending.length) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const ref = (node as Obj).$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && !(ref in out)) {
      const target = getAtPointer(doc, ref);
      out[ref] = target;
      pending.push(target);
    }
    for (const value of Object.values(node)) pending.push(value);
  }
}
