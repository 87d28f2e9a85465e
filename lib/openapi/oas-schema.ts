/**
 * The official OAS 3.0/3.1 JSON Schemas, compiled once per process with ajv. Both come from
 * @scalar/openapi-parser's own dependencies, so the result is what its `validate()` would say;
 * calling ajv directly skips the full clone + dereference that `validate()` performs on every call
 * (and its per-call schema compile), which measured 3× the cost of the validation itself on the
 * 13 MB GitHub spec. When the internals cannot be reached (a bundler hid them), `undefined` tells
 * the caller to fall back to `validate()`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type AjvError = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };
export type OasValidator = ((doc: unknown) => boolean) & { errors?: AjvError[] | null };

const compiled = new Map<string, Promise<OasValidator | undefined>>();

/** The compiled validator for `3.0` or `3.1`, or undefined when ajv or the schema is unavailable. */
export function getOasValidator(version: '3.0' | '3.1'): Promise<OasValidator | undefined> {
  let validator = compiled.get(version);
  if (!validator) {
    validator = compile(version).catch(() => undefined);
    compiled.set(version, validator);
  }
  return validator;
}

async function compile(version: '3.0' | '3.1'): Promise<OasValidator> {
  const parserEntry = createRequire(import.meta.url).resolve('@scalar/openapi-parser');
  const fromParser = createRequire(parserEntry);
  const schemaFile = path.join(path.dirname(parserEntry), 'schemas', `v${version}`, 'schema.js');
  const schema = ((await import(pathToFileURL(schemaFile).href)) as { default: object }).default;
  const AjvClass = interop(fromParser(version === '3.0' ? 'ajv-draft-04' : 'ajv/dist/2020.js'));
  const addFormats = interop(fromParser('ajv-formats'));
  // The same options as @scalar/openapi-parser's Validator: OAS schemas are not ajv-strict.
  const ajv = new AjvClass({ strict: false, discriminator: true, allErrors: true });
  addFormats(ajv);
  if (version === '3.1') ajv.addFormat('media-range', true);
  return ajv.compile(schema) as OasValidator;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function interop(mod: any): any {
  return mod?.default ?? mod;
}
