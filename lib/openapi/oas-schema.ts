/**
 * The official OAS 3.0/3.1 JSON Schema validators, precompiled. Compiling the schemas with ajv
 * cost every process that loads a spec 0.3–0.9 s of CPU (issue 12), so the validators are ajv
 * standalone code, generated once per install into node_modules/.cache/lectern/ by the build step
 * (scripts/build-oas-validators.mjs, run by `npm install`) and loaded as plain JavaScript.
 *
 * The generated code is a function of the installed packages alone (the schemas of
 * @scalar/openapi-parser, ajv, ajv-draft-04, ajv-formats), so it sits beside them and its file name
 * carries their versions: a reinstall or an upgrade never loads stale code. A process that finds no
 * file for its versions (the build step did not run) compiles in-process, as before, and writes the
 * file for the next one. When neither works, `undefined` tells the caller to use the parser's `validate()`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OasValidator } from './oas-validator-types';

export type { AjvError, OasValidator } from './oas-validator-types';

/**
 * Bump when the compile options in oas-compile.ts or the rewrite in oas-fast-schema.ts change: the
 * generated code would differ. 2: the hot-path variant is compiled from the rewritten schema.
 * 3: it hands Schema Objects to its caller (called with an array as `this`).
 */
const GENERATOR_REVISION = 3;
const SOURCES = ['@scalar/openapi-parser', 'ajv', 'ajv-draft-04', 'ajv-formats'];
export const OAS_VARIANTS = [
  { version: '3.0', allErrors: false },
  { version: '3.0', allErrors: true },
  { version: '3.1', allErrors: false },
  { version: '3.1', allErrors: true },
] as const;

const loaded = new Map<string, Promise<OasValidator | undefined>>();

/**
 * The validator for `3.0` or `3.1`, or undefined when ajv or the schema is unavailable.
 * `allErrors: false` (stop at the first error) runs faster on the hot path; callers ask for the
 * `allErrors` one only to describe a document already known to be invalid.
 */
export function getOasValidator(version: '3.0' | '3.1', allErrors = false): Promise<OasValidator | undefined> {
  const key = `${version}:${allErrors}`;
  let validator = loaded.get(key);
  if (!validator) {
    validator = loadOrCompile(version, allErrors).catch(() => undefined);
    loaded.set(key, validator);
  }
  return validator;
}

/**
 * Where the standalone code of one validator is (or will be) written: under the cache folder of
 * the node_modules that holds ajv, named by the variant and a hash of the source packages' versions.
 */
export function oasValidatorFile(version: '3.0' | '3.1', allErrors: boolean): string {
  const require = createRequire(import.meta.url);
  const nodeModules = path.dirname(installedPackage(require, 'ajv').dir);
  const versions = SOURCES.map((name) => `${name}@${installedPackage(require, name).version}`).join(',');
  const hash = createHash('sha256').update(`${GENERATOR_REVISION};${versions}`).digest('hex').slice(0, 12);
  return path.join(nodeModules, '.cache', 'lectern', 'oas-validators', `oas-${version}${allErrors ? '-all' : ''}-${hash}.cjs`);
}

/**
 * Generate every variant's standalone code (the build step). Variants already generated for the
 * installed versions are left alone unless `force`. Returns the files and whether each was written.
 */
export async function writeOasValidators(force = false): Promise<{ file: string; written: boolean }[]> {
  const results = [];
  for (const { version, allErrors } of OAS_VARIANTS) {
    const file = oasValidatorFile(version, allErrors);
    if (!force && (await importValidator(file))) {
      results.push({ file, written: false });
      continue;
    }
    const { compileOasValidator } = await import('./oas-compile');
    writeAtomically(file, (await compileOasValidator(version, allErrors)).source);
    results.push({ file, written: true });
  }
  return results;
}

async function loadOrCompile(version: '3.0' | '3.1', allErrors: boolean): Promise<OasValidator> {
  const file = oasValidatorFile(version, allErrors);
  const precompiled = await importValidator(file);
  if (precompiled) return precompiled;
  const { compileOasValidator } = await import('./oas-compile');
  const { validate, source } = await compileOasValidator(version, allErrors);
  try {
    writeAtomically(file, source);
  } catch {
    // A read-only install still validates; it just compiles in each process.
  }
  return validate;
}

/** The generated module's validator, or undefined when the file is missing or unreadable. */
async function importValidator(file: string): Promise<OasValidator | undefined> {
  try {
    const mod = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(file).href)) as {
      default: OasValidator | { default: OasValidator };
    };
    const validate = typeof mod.default === 'function' ? mod.default : mod.default.default;
    return typeof validate === 'function' ? validate : undefined;
  } catch {
    return undefined;
  }
}

/** Concurrent builds may generate the same file: each writes its own temporary file and renames it. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** An installed package's folder and version: its entry resolved, then up to the package.json that names it. */
function installedPackage(require: NodeJS.Require, name: string): { dir: string; version: string } {
  for (let dir = path.dirname(require.resolve(name)); ;) {
    const pkg = readJson(path.join(dir, 'package.json'));
    if (pkg?.name === name) return { dir, version: pkg.version ?? 'unknown' };
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`${name}: package.json not found`);
    dir = up;
  }
}

function readJson(file: string): { name?: string; version?: string } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
  } catch {
    return undefined;
  }
}
