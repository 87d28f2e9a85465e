/**
 * Compiles the official OAS 3.0/3.1 JSON Schemas with ajv, and turns a compiled validator into
 * standalone code (https://ajv.js.org/standalone.html). Only the build step
 * (scripts/build-oas-validators.mjs) and a process that finds no precompiled validator come here:
 * compiling the 3.0 schema costs 0.3–0.9 s of CPU, loading its standalone code a few milliseconds.
 * The schemas are read from the installed @scalar/openapi-parser (the documents its own `validate()`
 * uses), ajv, ajv-draft-04 and ajv-formats are our direct dependencies at the versions it brings.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fastOasSchema, SCHEMA_OBJECT_KEYWORD } from './oas-fast-schema';
import type { OasValidator } from './oas-validator-types';

/** The part of ajv this file uses. */
type AjvInstance = {
  addFormat(name: string, format: boolean): unknown;
  addKeyword(definition: {
    keyword: string;
    schemaType: string;
    code: (cxt: { data: unknown; gen: { code(c: unknown): void } }) => void;
  }): unknown;
  compile(schema: object): unknown;
};
type AjvOptions = { strict: boolean; discriminator: boolean; allErrors: boolean; passContext: boolean; code: { source: boolean } };
type CodeTemplate = (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
type StandaloneCode = (ajv: AjvInstance, validate: unknown) => string;

/** A compiled validator and the CommonJS source of the same validator. */
export type CompiledOas = { validate: OasValidator; source: string };

/**
 * Compile the validator for `version`. `allErrors: false` (stop at the first error) is the hot
 * path: it only answers whether a document is valid, so it is compiled from the equivalent, faster
 * schema of oas-fast-schema.ts. The `allErrors` one describes a document already known to be
 * invalid, so its messages are those of the official schema, unchanged. `official` compiles the
 * hot-path variant from the official schema too (the tests compare the two).
 */
export async function compileOasValidator(version: '3.0' | '3.1', allErrors: boolean, official = false): Promise<CompiledOas> {
  const [loaded, AjvClass, addFormats, standaloneCode, code] = await Promise.all([
    loadOasSchema(version),
    version === '3.0'
      ? import('ajv-draft-04').then((m) => interop<new (o: AjvOptions) => AjvInstance>(m))
      : import('ajv/dist/2020.js').then((m) => interop<new (o: AjvOptions) => AjvInstance>(m)),
    import('ajv-formats').then((m) => interop<(ajv: AjvInstance) => unknown>(m)),
    import('ajv/dist/standalone/index.js').then((m) => interop<StandaloneCode>(m)),
    import('ajv').then((m) => (m as unknown as { _: CodeTemplate })._),
  ]);
  const fast = allErrors || official ? undefined : fastOasSchema(loaded);
  // @scalar/openapi-parser's Validator options (OAS schemas are not ajv-strict), allErrors aside;
  // `code.source` keeps the generated code so it can be written out. `passContext` passes the
  // caller's `this` (the array that collects Schema Objects) down to every nested validator.
  const ajv = new AjvClass({ strict: false, discriminator: true, allErrors, passContext: fast?.collects === true, code: { source: true } });
  addFormats(ajv);
  if (version === '3.1') ajv.addFormat('media-range', true);
  if (fast?.collects) {
    // Where the official schema checks a Schema Object, hand it to the caller (oas30-schema-object.ts checks it).
    ajv.addKeyword({ keyword: SCHEMA_OBJECT_KEYWORD, schemaType: 'boolean', code: (cxt) => cxt.gen.code(code`this.push(${cxt.data})`) });
  }
  const validate = ajv.compile(fast?.schema ?? loaded) as OasValidator;
  return { validate, source: standaloneCode(ajv, validate) };
}

/**
 * The OAS JSON Schema of `version`, as shipped by the installed parser. It lives outside the
 * package's `exports`, so it is imported by file path.
 */
async function loadOasSchema(version: '3.0' | '3.1'): Promise<object> {
  const parserEntry = createRequire(import.meta.url).resolve('@scalar/openapi-parser');
  const schemaFile = path.join(path.dirname(parserEntry), 'schemas', `v${version}`, 'schema.js');
  const mod = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(schemaFile).href)) as { default: object };
  return mod.default;
}

/** A CommonJS module's export, whether it comes as the value itself or as `{ default: value }`. */
function interop<T>(mod: unknown): T {
  const inner = (mod as { default?: unknown } | null)?.default ?? mod;
  return ((inner as { default?: T } | null)?.default ?? inner) as T;
}
