import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { parseSpecText } from './parse-text';
import { refsInText } from './ref-text';

const repo = path.resolve(__dirname, '../..');
const corpus = path.resolve(repo, '../shared/corpus/openapi');
const fixtures = path.join(repo, 'test/fixtures/openapi');

/** Every string `$ref` of every object in the parsed value, literal data and extensions included: more than load checks. */
function allRefs(value: unknown, out = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return out;
  seen.add(value);
  const ref = (value as { $ref?: unknown }).$ref;
  if (!Array.isArray(value) && typeof ref === 'string') out.add(ref);
  for (const child of Object.values(value)) allRefs(child, out, seen);
  return out;
}

/** The property that lets load skip its walk: an answer holds every ref of the parsed document. */
function expectSuperset(text: string, label: string): string[] | undefined {
  const parsed = parseSpecText(text);
  if (!parsed.ok) throw new Error(`${label}: ${parsed.message}`);
  const found = refsInText(text, parsed.format);
  if (found) for (const ref of allRefs(parsed.value)) expect(found, `${label}: ${ref}`).toContain(ref);
  return found;
}

function specFiles(): string[] {
  const files = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ya?ml|json)$/.test(f) && !f.endsWith('docs.json'))
    .map((f) => path.join(fixtures, f));
  if (!existsSync(corpus)) return files;
  const corpusFiles = readdirSync(corpus, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .map((f) => path.join(corpus, f));
  return [...files, ...corpusFiles];
}

describe('refsInText', () => {
  it('reads the refs of the big corpus specs from their text (so load skips the walk), holding every ref they parse to', () => {
    // Skipped in effect where ../shared/corpus is absent, as in corpus.test.ts (third-party data, not copied here).
    if (!existsSync(corpus)) return;
    for (const file of ['github-rest-3.0/api.github.com.json', 'stripe-3.0/spec3.2023-09-12.yaml']) {
      const found = expectSuperset(readFileSync(path.join(corpus, file), 'utf8'), file);
      expect(found?.length, file).toBeGreaterThan(500);
    }
  });

  it('answers with every parsed ref, or not at all, for every fixture and corpus spec', () => {
    let answered = 0;
    const files = specFiles();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (!parseSpecText(text).ok) continue;
      if (expectSuperset(text, path.relative(repo, file))) answered++;
    }
    expect(answered).toBeGreaterThan(files.length / 2);
  });

  it('answers with every parsed ref, or not at all, for the same documents written in every YAML style', () => {
    const doc = {
      openapi: '3.0.3',
      paths: {
        '/a': {
          get: { responses: { 200: { $ref: '#/components/responses/Ok' } }, parameters: [{ $ref: "#/components/parameters/it's" }] },
        },
      },
      components: {
        schemas: {
          Long: { $ref: '#/components/schemas/A%20name%20long%20enough%20to%20be%20folded%20over%20lines' },
          List: { type: 'array', items: [{ $ref: '#/components/schemas/Long' }, { $ref: '#/components/schemas/~1odd~0' }] },
          Text: { description: 'Use $ref: "#/x" to point elsewhere', example: { $ref: 'literal data' } },
        },
      },
    };
    const styles = ['PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE', 'BLOCK_FOLDED', 'BLOCK_LITERAL'] as const;
    let answered = 0;
    for (const defaultStringType of styles) {
      for (const lineWidth of [0, 20, 40, 80]) {
        for (const flowLevel of [-1, 3]) {
          const found = expectSuperset(
            stringify(doc, { defaultStringType, lineWidth, minContentWidth: 0, ...(flowLevel >= 0 ? { flowLevel } : {}) }),
            `${defaultStringType} ${lineWidth} ${flowLevel}`,
          );
          if (found) answered++;
        }
      }
    }
    for (const space of [0, 2]) expectSuperset(JSON.stringify(doc, null, space), `JSON ${space}`);
    // The description that mentions "$ref" makes every one of these "not sure"; without it some answer.
    expect(answered).toBe(0);
    delete (doc.components.schemas as Record<string, unknown>).Text;
    for (const defaultStringType of styles) {
      for (const lineWidth of [0, 20, 40, 80]) {
        if (expectSuperset(stringify(doc, { defaultStringType, lineWidth, minContentWidth: 0 }), `${defaultStringType} ${lineWidth}`))
          answered++;
      }
    }
    expect(answered).toBeGreaterThan(5);
    expect(expectSuperset(JSON.stringify(doc), 'JSON')).toHaveLength(5);
  });

  it('reads the plain forms', () => {
    const yaml = [
      'a:',
      "  $ref: '#/it''s'",
      '"$ref": "#/b"',
      'c:',
      "  - $ref: '#/c'",
      '  - $ref: >-',
      '      #/folded',
      '$ref: |-',
      '  #/literal',
      'x: { y: 1 }',
    ].join('\n');
    expect(refsInText(yaml, 'yaml')?.sort()).toEqual(["#/it's", '#/b', '#/c', '#/folded', '#/literal'].sort());
    expect(refsInText('{"a":{"$ref":"#/a"},"b":{"$ref" : "#/b\\/c"}}', 'json')?.sort()).toEqual(['#/a', '#/b/c']);
  });

  it.each([
    ['a JSON key spelled with an escape', '{"a":{"\\u0024ref":"#/x"}}', 'json'],
    ['a JSON $ref that is not a string', '{"a":{"$ref":5}}', 'json'],
    ['"$ref" inside a JSON string', '{"description":"see \\"$ref\\""}', 'json'],
    ['a YAML escape that can spell letters', 'a:\n  "\\x24ref": "#/x"', 'yaml'],
    ['a YAML escaped line break', 'a:\n  "$r\\\n  ef": "#/x"', 'yaml'],
    ['a flow mapping', 'a: { $ref: "#/x" }', 'yaml'],
    ['an explicit key', '? $ref\n: "#/x"', 'yaml'],
    ['a plain value', 'a:\n  $ref: other.yaml', 'yaml'],
    ['a comment after the value', "a:\n  $ref: '#/x' # note", 'yaml'],
    ['a block scalar of two lines', 'a:\n  $ref: >-\n    #/x\n    y', 'yaml'],
    ['a block scalar that keeps its newline', 'a:\n  $ref: >\n    #/x\nb: 1', 'yaml'],
    ['a block scalar followed by a blank line', 'a:\n  $ref: >-\n    #/x\n\n    y\nb: 1', 'yaml'],
    ['"$ref" in a description', 'a:\n  description: uses $ref', 'yaml'],
  ] as const)('is not sure about %s', (_label, text, format) => {
    expect(refsInText(text, format)).toBeUndefined();
  });
});
