import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileOasValidator } from './oas-compile';
import { getOasValidator, OAS_VARIANTS, oasValidatorFile, writeOasValidators } from './oas-schema';

const fixtures = path.resolve(__dirname, '../../test/fixtures/openapi');
const read = (file: string) => parseYaml(readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, unknown>;

// The build step's output is what every later process loads: these tests run it first, as `npm install` does.
beforeAll(async () => {
  await writeOasValidators();
}, 60_000);

describe('precompiled OAS validators', () => {
  // A 3.0 and a 3.1 document, each valid and broken (a response without its required description,
  // a wrong type, an unknown property), so both error paths are compared.
  const broken30 = { ...read('billing.json'), paths: { '/x': { get: { responses: { 200: { content: 1 } } }, extra: true } } };
  const cases = [
    { version: '3.0', name: 'billing.json (valid)', doc: read('billing.json') },
    { version: '3.0', name: 'billing.json (broken)', doc: broken30 },
    { version: '3.1', name: 'shop.yaml (valid)', doc: read('shop.yaml') },
    { version: '3.1', name: 'broken/invalid.yaml', doc: read('broken/invalid.yaml') },
  ] as const;

  it.each(cases)('$version $name: the generated code answers as an in-process ajv compile does', async ({ version, doc }) => {
    for (const allErrors of [false, true]) {
      const generated = (await getOasValidator(version, allErrors))!;
      const { validate: compiled } = await compileOasValidator(version, allErrors);
      expect(generated).toBeTypeOf('function');
      // An array as `this`: the hot-path 3.0 validator hands Schema Objects over (oas-fast-schema.ts).
      expect(generated.call([], doc)).toBe(compiled.call([], doc));
      expect(generated.errors ?? null).toEqual(compiled.errors ?? null);
    }
  });

  it('names each generated file by variant and by the versions it was generated from', () => {
    const files = OAS_VARIANTS.map(({ version, allErrors }) => path.basename(oasValidatorFile(version, allErrors)));
    expect(new Set(files).size).toBe(4);
    for (const file of files) expect(file).toMatch(/^oas-3\.[01](-all)?-[0-9a-f]{12}\.cjs$/);
  });

  it('a process that loads and validates specs never loads ajv’s schema compiler', () => {
    // The child loads a valid 3.0 and an invalid 3.1 spec (both validator variants) through the
    // real loader, then lists the ajv modules it has loaded. Compiling a schema needs
    // ajv/dist/compile; the generated code needs only ajv's small runtime helpers.
    const load = pathToFileURL(path.join(__dirname, 'load.ts')).href;
    const script = `
      import { createRequire } from 'node:module';
      const { loadSpec } = await import(${JSON.stringify(load)});
      const a = await loadSpec('billing.json', ${JSON.stringify(fixtures)});
      const b = await loadSpec('broken/invalid.yaml', ${JSON.stringify(fixtures)});
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      const ajv = loaded.filter((f) => f.includes('/ajv/dist/'));
      const generated = loaded.filter((f) => f.includes('/.cache/lectern/oas-validators/'));
      console.log(JSON.stringify({ a: a.ok, b: b.ok ? null : b.problems[0].path, ajv, generated }));`;
    const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const out = JSON.parse(child.stdout) as { a: boolean; b: string; ajv: string[]; generated: string[] };
    expect(out.a).toBe(true);
    expect(out.b).toBe('/paths/~1things/get/responses/200/description');
    expect(out.generated.map((f) => path.basename(f)).sort()).toEqual(
      [oasValidatorFile('3.0', false), oasValidatorFile('3.1', false), oasValidatorFile('3.1', true)].map((f) => path.basename(f)).sort(),
    );
    expect(out.ajv.filter((f) => f.includes('/compile/') || f.endsWith('/core.js'))).toEqual([]);
  });
});
