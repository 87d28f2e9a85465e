/**
 * Structural validation of an OpenAPI document: the version gate (3.0 and 3.1 only, see
 * docs/docs-json.md "OpenAPI documents") and JSON-Schema validation against the official OAS
 * schemas (precompiled, lib/openapi/oas-schema.ts), reduced to the most specific messages.
 */
import { validSchemaObjects } from './oas30-schema-object';
import { getOasValidator, type AjvError, type OasValidator } from './oas-schema';
import { isObj } from './types';
import { scalarText } from './scalar-text';

export type VersionCheck = { ok: true; version: '3.0' | '3.1' } | { ok: false; message: string; pointer: string };

/** Accept 3.0.x and 3.1.x; refuse Swagger 2.0, 3.2 and anything else with a message saying what to do. */
export function checkVersion(doc: unknown): VersionCheck {
  if (!isObj(doc)) return { ok: false, message: 'Not an OpenAPI document: expected an object at the top level', pointer: '' };
  if (doc.swagger !== undefined) {
    return {
      ok: false,
      pointer: '/swagger',
      message: `Swagger ${scalarText(doc.swagger)} is not supported: Lectern reads OpenAPI 3.0 and 3.1. Convert the document (e.g. with swagger2openapi) and point docs.json at the result`,
    };
  }
  const raw = doc.openapi;
  const version = typeof raw === 'string' ? /^3\.([01])\.\d+/.exec(raw) : null;
  if (version) return { ok: true, version: version[1] === '0' ? '3.0' : '3.1' };
  if (raw === undefined) return { ok: false, pointer: '', message: 'Not an OpenAPI document: the `openapi` version field is missing' };
  return {
    ok: false,
    pointer: '/openapi',
    message:
      typeof raw === 'string'
        ? `OpenAPI ${raw} is not supported: Lectern reads OpenAPI 3.0.x and 3.1.x; declare a 3.1 document if it uses no ${raw}-only features`
        : `The \`openapi\` field must be a version string such as "3.1.0" (found ${JSON.stringify(raw)})`,
  };
}

export type SchemaError = { message: string; pointer: string };

/** Validate against the OAS JSON Schema; returns the most specific errors, at most `max`. */
export async function validateStructure(doc: object, version: '3.0' | '3.1', max = 10): Promise<SchemaError[]> {
  const validator = await getOasValidator(version);
  if (!validator) return validateWithScalar(doc, max);
  if (hotPathAccepts(validator, doc)) return [];
  // Invalid: run the collecting validator to pick the most specific messages. It is compiled from the
  // official schema; the hot path's own messages would name its rewritten schema (oas-fast-schema.ts).
  const thorough = await getOasValidator(version, true);
  if (!thorough) return validateWithScalar(doc, max);
  // Both accept the same documents; should they ever disagree, the official schema decides.
  if (thorough(doc)) return [];
  const errors = (thorough.errors ?? []).map((e) => ({
    message: describe(e),
    pointer: e.instancePath,
    keyword: e.keyword,
  }));
  // A failing leaf also fails every "oneOf"/"if" above it: keep only the most specific messages.
  const deepest = errors.filter((e) => !errors.some((o) => o.pointer.startsWith(e.pointer + '/')));
  const concrete = deepest.filter(
    (e) => !COMPOSITE.has(e.keyword) || !deepest.some((o) => o.pointer === e.pointer && !COMPOSITE.has(o.keyword)),
  );
  return dedupe(concrete).slice(0, max);
}

/**
 * The hot path's answer: the stop-at-first-error validator, which hands over the document's Schema
 * Objects (3.0) for oas30-schema-object.ts to check. `false` may be cautious; true never is wrong.
 */
export function hotPathAccepts(validator: OasValidator, doc: object): boolean {
  const schemaObjects: unknown[] = [];
  return validator.call(schemaObjects, doc) && validSchemaObjects(schemaObjects);
}

const COMPOSITE = new Set(['if', 'then', 'else', 'oneOf', 'anyOf', 'allOf', '$ref', '$dynamicRef', 'not']);

function describe(e: AjvError): string {
  if (e.keyword === 'additionalProperties') return `unexpected property "${String(e.params.additionalProperty)}"`;
  if (e.keyword === 'unevaluatedProperties') return `unexpected property "${String(e.params.unevaluatedProperty)}"`;
  if (e.keyword === 'required') return `missing required property "${String(e.params.missingProperty)}"`;
  if (e.keyword === 'enum') return `${e.message ?? 'must be one of'}: ${JSON.stringify(e.params.allowedValues)}`;
  return e.message ?? e.keyword;
}

/**
 * Fallback when ajv cannot be reached directly: the parser's own (slower) `validate()`. Imported
 * here only, since the parser's entry loads and sets up ajv's compiler, which the precompiled path avoids.
 */
async function validateWithScalar(doc: object, max: number): Promise<SchemaError[]> {
  const { validate } = await import('@scalar/openapi-parser');
  const result = await validate(doc);
  if (result.valid) return [];
  const errors = (result.errors ?? [])
    .filter((e) => !/REFERENCE/.test(String((e as { code?: string }).code ?? '')))
    .map((e) => ({ message: e.message, pointer: (e as { path?: string }).path ?? '' }));
  const deepest = errors.filter((e) => !errors.some((o) => o.pointer.startsWith(e.pointer + '/')));
  return dedupe(deepest).slice(0, max);
}

function dedupe<T extends SchemaError>(errors: T[]): SchemaError[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const key = e.pointer + '\0' + e.message;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ message, pointer }) => ({ message, pointer }));
}
