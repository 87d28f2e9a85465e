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

/**
 * The compiled validator for `3.0` or `3.1`, or undefined when ajv or the schema is unavailable.
 * `allErrors: false` (stop at the first error) compiles and runs faster on the hot path; callers
 * ask for the `allErrors` one only to describe a document already known to be invalid.
 */
export function getOasValidator(version: '3.0' | '3.1', allErrors = false): Promise<OasValidator | undefined> {
  const key = `${version}:${allErrors}`;
  let validator = compiled.get(key);
  if (!validator) {
    validator = compile(version, allErrors).catch(() => undefined);
    compiled.set(key, validator);
  }
  return validator;
}

/** The part of ajv this file uses (the parser's copy is loaded by path, so its types are not imported). */
type AjvInstance = { addFormat(name: string, format: boolean): unknown; compile(schema: object): unknown };
type OasModules = {
  schema: object;
  AjvClass: new (options: { strict: boolean; discriminator: boolean; allErrors: boolean }) => AjvInstance;
  addFormats: (ajv: AjvInstance) => unknown;
};
const modules = new Map<string, Promise<OasModules>>();

/**
 * Load ajv and the OAS schema for a version without compiling (module loading is a per-process
 * start-up cost; the benchmark calls this first, as the baseline's own import loads ajv).
 */
export function loadOasModules(version: '3.0' | '3.1'): Promise<OasModules> {
  let loaded = modules.get(version);
  if (!loaded) modules.set(version, (loaded = importModules(version)));
  return loaded;
}

async function importModules(version: '3.0' | '3.1'): Promise<OasModules> {
  const parserEntry = createRequire(import.meta.url).resolve('@scalar/openapi-parser');
  const fromParser = createRequire(parserEntry);
  const schemaFile = path.join(path.dirname(parserEntry), 'schemas', `v${version}`, 'schema.js');
  const schema = ((await import(pathToFileURL(schemaFile).href)) as { default: object }).default;
  const AjvClass = interop<OasModules['AjvClass']>(fromParser(version === '3.0' ? 'ajv-draft-04' : 'ajv/dist/2020.js'));
  return { schema, AjvClass, addFormats: interop<OasModules['addFormats']>(fromParser('ajv-formats')) };
}

async function compile(version: '3.0' | '3.1', allErrors: boolean): Promise<OasValidator> {
  const { schema, AjvClass, addFormats } = await loadOasModules(version);
  // @scalar/openapi-parser's Validator options (OAS schemas are not ajv-strict), allErrors aside.
  const ajv = new AjvClass({ strict: false, discriminator: true, allErrors });
  addFormats(ajv);
  if (version === '3.1') ajv.addFormat('media-range', true);
  return ajv.compile(schema) as OasValidator;
}

/** A CommonJS module's export, whether it comes as the value itself or as `{ default: value }`. */
function interop<T>(mod: unknown): T {
  return ((mod as { default?: T } | null)?.default ?? mod) as T;
}
