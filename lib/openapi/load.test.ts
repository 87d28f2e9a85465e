import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearSpecCache, loadSpec } from './load';

const fixtures = path.resolve(__dirname, '../../test/fixtures/openapi');

async function problemsOf(source: string) {
  const result = await loadSpec(source, fixtures);
  if (result.ok) throw new Error(`${source} loaded, expected problems`);
  return { problems: result.problems };
}

// Bounded time and memory are structural (the alias budget refuses before expanding), so these
// tests assert the refusal, never a duration: timings belong to bench/.
describe('loadSpec: broken specs give located problems', () => {
  const cases: { source: string; file: string; path: string; line?: number; message: RegExp }[] = [
    {
      source: 'broken/invalid.yaml',
      file: 'broken/invalid.yaml',
      path: '/paths/~1things/get/responses/200/description',
      line: 11,
      message: /must be string/,
    },
    {
      source: 'broken/external-ref.yaml',
      file: 'broken/external-ref.yaml',
      path: '/paths/~1things/get/responses/200/content/application~1json/schema/$ref',
      line: 14,
      message: /External \$ref "\.\/models\.yaml#\/Thing".*1 more external reference/,
    },
    {
      source: 'broken/broken-ref.json',
      file: 'broken/broken-ref.json',
      path: '/paths/~1things/get/responses/200/content/application~1json/schema/$ref',
      line: 10,
      message: /points to nothing/,
    },
    { source: 'broken/alias-bomb.yaml', file: 'broken/alias-bomb.yaml', path: '', line: 9, message: /alias bomb/ },
    { source: 'broken/alias-cycle.yaml', file: 'broken/alias-cycle.yaml', path: '', line: 5, message: /recursive alias/ },
    { source: 'broken/swagger-2.json', file: 'broken/swagger-2.json', path: '/swagger', line: 1, message: /Swagger 2\.0 is not supported/ },
    { source: 'broken/syntax.yaml', file: 'broken/syntax.yaml', path: '', line: 4, message: /Invalid YAML/ },
    { source: 'missing.yaml', file: 'missing.yaml', path: '', message: /not found.*missing\.yaml, content\/missing\.yaml/ },
    { source: 'http://example.com/spec.json', file: 'http://example.com/spec.json', path: '', message: /must use https/ },
    { source: '../outside.yaml', file: '../outside.yaml', path: '', message: /leaves the docs folder/ },
  ];
  it.each(cases)('$source', async ({ source, file, path: pointer, line, message }) => {
    const { problems } = await problemsOf(source);
    expect(problems[0]).toMatchObject({ severity: 'error', file, path: pointer });
    expect(problems[0].line).toBe(line);
    expect(problems[0].message).toMatch(message);
  });
});

describe('loadSpec: resolution and caching', () => {
  it('falls back to content/<source> and strips a leading slash', async () => {
    const result = await loadSpec('/in-content.yaml', fixtures);
    expect(result.ok && result.spec).toMatchObject({
      source: 'in-content.yaml',
      file: 'content/in-content.yaml',
      format: 'yaml',
      version: '3.1',
    });
  });

  it('returns the cached document for the same file and mtime', async () => {
    clearSpecCache();
    const a = await loadSpec('shop.yaml', fixtures);
    const b = await loadSpec('/shop.yaml', fixtures);
    expect(a.ok && b.ok && a.spec.doc === b.spec.doc).toBe(true);
  });

  it('keeps internal $refs (cycles stay serialisable)', async () => {
    const result = await loadSpec('shop.yaml', fixtures);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(() => JSON.stringify(result.spec.doc)).not.toThrow();
    expect(JSON.stringify(result.spec.doc)).toContain('"$ref":"#/components/schemas/Category"');
  });
});
