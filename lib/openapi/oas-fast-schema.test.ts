import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileOasValidator } from './oas-compile';
import { fastOasSchema, SCHEMA_OBJECT_KEYWORD } from './oas-fast-schema';
import type { OasValidator } from './oas-validator-types';
import { parseSpecText } from './parse-text';
import { hotPathAccepts } from './validate-document';

const repo = path.resolve(__dirname, '../..');
const corpus = path.resolve(repo, '../shared/corpus/openapi');
const fixtures = path.join(repo, 'test/fixtures/openapi');

type Doc = Record<string, unknown>;
const parse = (file: string): Doc => {
  const parsed = parseSpecText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  return parsed.value as Doc;
};

/** 3.0 documents: the fixtures, and the corpus specs where ../shared/corpus is present (third-party data, not copied here). */
function documents30(): { name: string; doc: Doc; mutations: number }[] {
  const files = [
    path.join(fixtures, 'billing.json'),
    path.join(fixtures, 'broken/invalid.yaml'),
    path.join(fixtures, 'broken/broken-ref.json'),
  ];
  if (existsSync(corpus)) {
    const examples = path.join(corpus, 'oai-examples/v3.0');
    files.push(
      path.join(corpus, 'petstore-3.0/swagger-petstore-openapi.yaml'),
      path.join(corpus, 'stripe-3.0/spec3.2023-09-12.yaml'),
      path.join(corpus, 'github-rest-3.0/api.github.com.json'),
      ...readdirSync(examples).map((f) => path.join(examples, f)),
    );
  }
  return files
    .map((file) => ({ name: path.relative(repo, file), doc: parse(file) }))
    .filter(({ doc }) => typeof doc.openapi === 'string' && doc.openapi.startsWith('3.0'))
    .map(({ name, doc }) => ({ name, doc, mutations: JSON.stringify(doc).length > 1e6 ? 100 : 400 }));
}

/** A small deterministic generator (mulberry32), so a failure names a reproducible mutation. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every object in the document, with its JSON pointer. */
function objects(doc: Doc): { pointer: string; node: Doc }[] {
  const out: { pointer: string; node: Doc }[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value)) out.push({ pointer, node: value as Doc });
    for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${key}`);
  };
  walk(doc, '');
  return out;
}

/**
 * Edits aimed at what the rewrite decides on (an object with or without a string `$ref`) and at the
 * members on either side of it. Each returns its undo.
 */
const MUTATIONS: [string, (node: Doc) => () => void, 'cautious'?][] = [
  ['add a string $ref', (n) => set(n, '$ref', '#/components/schemas/Nowhere')],
  ['add a $ref that is not a string', (n) => set(n, '$ref', 5)],
  ['add a $ref that is an object', (n) => set(n, '$ref', { get: { responses: { 200: { description: 'ok' } } } })],
  ['add a $ref that is not a URI reference', (n) => set(n, '$ref', '#/a b\\c')],
  ['remove $ref', (n) => remove(n, '$ref')],
  ['add an unknown property', (n) => set(n, 'bogus', true)],
  ['add an extension', (n) => set(n, 'x-bogus', { $ref: 1 })],
  ['give description a wrong type', (n) => set(n, 'description', 5)],
  ['give type a wrong value', (n) => set(n, 'type', 'text')],
  ['add a sibling beside $ref', (n) => (typeof n.$ref === 'string' ? set(n, 'summary', 'x') : () => {})],
  ['empty the object', (n) => replaceAll(n, {})],
  ['make it a Reference Object', (n) => replaceAll(n, { $ref: '#/components/schemas/Thing' })],
  // Each keyword of a Schema Object (oas30-schema-object.ts), right and wrong.
  ['a negative minLength', (n) => set(n, 'minLength', -1)],
  ['a fractional maxItems', (n) => set(n, 'maxItems', 1.5)],
  ['an integer minProperties', (n) => set(n, 'minProperties', 2)],
  ['a maximum that is a string', (n) => set(n, 'maximum', '5')],
  ['a zero multipleOf', (n) => set(n, 'multipleOf', 0)],
  ['a fractional multipleOf', (n) => set(n, 'multipleOf', 0.5)],
  ['an exclusiveMinimum that is a number (3.1 style)', (n) => set(n, 'exclusiveMinimum', 3)],
  ['a pattern that is not a regular expression', (n) => set(n, 'pattern', '(')],
  ['a pattern with \\Z', (n) => set(n, 'pattern', 'a\\Z')],
  ['a valid pattern', (n) => set(n, 'pattern', '^[a-z]+$')],
  ['an empty required', (n) => set(n, 'required', [])],
  ['a repeated required', (n) => set(n, 'required', ['a', 'a'])],
  ['a required that is not strings', (n) => set(n, 'required', ['a', 1])],
  ['an empty enum', (n) => set(n, 'enum', [])],
  ['an enum with null', (n) => set(n, 'enum', [null, 'a'])],
  ['type null (3.1 style)', (n) => set(n, 'type', 'null')],
  ['a type list (3.1 style)', (n) => set(n, 'type', ['string', 'null'])],
  ['nullable as a string', (n) => set(n, 'nullable', 'true')],
  ['items as an array', (n) => set(n, 'items', [{ type: 'string' }])],
  ['items as a Reference with siblings', (n) => set(n, 'items', { $ref: '#/x', description: 'd' })],
  ['items with a bad $ref', (n) => set(n, 'items', { $ref: '#/a b' })],
  ['a property that is not a schema', (n) => set(n, 'properties', { a: 5 })],
  ['a property with an unknown keyword', (n) => set(n, 'properties', { a: { type: 'string', examples: ['x'] } })],
  ['properties as an array', (n) => set(n, 'properties', [])],
  ['additionalProperties as a string', (n) => set(n, 'additionalProperties', 'yes')],
  ['additionalProperties as a schema', (n) => set(n, 'additionalProperties', { type: 'integer', format: 'int32' })],
  ['allOf as an object', (n) => set(n, 'allOf', { type: 'string' })],
  ['oneOf with a Reference and a schema', (n) => set(n, 'oneOf', [{ $ref: '#/x' }, { type: 'string', not: { enum: [1] } }])],
  ['a discriminator without propertyName', (n) => set(n, 'discriminator', { mapping: {} })],
  ['a discriminator mapping to a number', (n) => set(n, 'discriminator', { propertyName: 'k', mapping: { a: 1 } })],
  ['a discriminator with another property', (n) => set(n, 'discriminator', { propertyName: 'k', extra: 1 })],
  ['externalDocs without url', (n) => set(n, 'externalDocs', { description: 'd' })],
  ['externalDocs with an extension', (n) => set(n, 'externalDocs', { url: 'https://example.com', 'x-a': 1 })],
  ['xml with a namespace that is not a URI', (n) => set(n, 'xml', { namespace: 'not a uri' })],
  ['xml with an unknown property', (n) => set(n, 'xml', { name: 'a', wrappedd: true })],
  ['xml in full', (n) => set(n, 'xml', { name: 'a', namespace: 'https://example.com/ns', prefix: 'p', attribute: false, wrapped: true })],
  ['readOnly as a number', (n) => set(n, 'readOnly', 1)],
  ['a default of any kind', (n) => set(n, 'default', { $ref: 5 })],
  // Numbers that are not finite come only from YAML (`.inf`, `.nan`); the hand check refuses them
  // and leaves the answer to the official schema, so here only "never accepts more" is asserted.
  ['an infinite maximum', (n) => set(n, 'maximum', Infinity), 'cautious'],
  ['a NaN minimum', (n) => set(n, 'minimum', NaN), 'cautious'],
];

function set(node: Doc, key: string, value: unknown): () => void {
  const had = Object.hasOwn(node, key);
  const old = node[key];
  node[key] = value;
  return () => (had ? (node[key] = old) : delete node[key]);
}

function remove(node: Doc, key: string): () => void {
  if (!Object.hasOwn(node, key)) return () => {};
  const old = node[key];
  delete node[key];
  return () => (node[key] = old);
}

function replaceAll(node: Doc, value: Doc): () => void {
  const old = { ...node };
  for (const key of Object.keys(node)) delete node[key];
  Object.assign(node, value);
  return () => {
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, old);
  };
}

describe('the hot-path OAS 3.0 schema (oas-fast-schema.ts) and its Schema Object check (oas30-schema-object.ts)', () => {
  let official: OasValidator;
  let fastValidator: OasValidator;
  const fast = (doc: Doc) => hotPathAccepts(fastValidator, doc);
  beforeAll(async () => {
    official = (await compileOasValidator('3.0', false, true)).validate;
    fastValidator = (await compileOasValidator('3.0', false)).validate;
  }, 60_000);

  it('rewrites each `oneOf: [X, Reference]` whose X forbids `$ref`, and nothing else', async () => {
    const parserEntry = createRequire(import.meta.url).resolve('@scalar/openapi-parser');
    const load = async (v: string) =>
      ((await import(path.join(path.dirname(parserEntry), 'schemas', `v${v}`, 'schema.js'))) as { default: object }).default;
    const schema30 = await load('3.0');
    const { schema, rewritten, collects } = fastOasSchema(schema30);
    const text = JSON.stringify(schema);
    // The installed definitions are the ones oas30-schema-object.ts implements: Schema Objects are collected.
    expect(collects).toBe(true);
    expect((schema as { definitions: Record<string, unknown> }).definitions.Schema).toEqual({ [SCHEMA_OBJECT_KEYWORD]: true });
    // Every Schema|Reference, Parameter|Reference, Response|Reference… place; the three-member
    // `additionalProperties` (Schema, Reference or a boolean) stays a oneOf.
    expect(rewritten).toBeGreaterThanOrEqual(30);
    // (the three-member one lived in the Schema definition, which is now collected instead).
    expect(text).not.toMatch(/"oneOf":\[\{"\$ref":"#\/definitions\/(Schema|Reference)"\}/);
    expect(JSON.stringify(schema30)).not.toContain('"if"');
    // The 3.1 schema already dispatches on `$ref` with if/then/else.
    expect(fastOasSchema(await load('3.1')).rewritten).toBe(0);
  });

  it('accepts and refuses exactly the documents the official schema does, on real specs and on edits of them', () => {
    const rand = random(12);
    let invalid = 0;
    let checked = 0;
    for (const { name, doc, mutations } of documents30()) {
      expect(fast(doc), name).toBe(official(doc));
      const nodes = objects(doc);
      for (let i = 0; i < mutations; i++) {
        const { pointer, node } = nodes[Math.floor(rand() * nodes.length)];
        const [label, mutate, cautious] = MUTATIONS[Math.floor(rand() * MUTATIONS.length)];
        const undo = mutate(node);
        const expected = official(doc);
        const where = `${name}: ${label} at ${pointer || '/'}`;
        if (cautious) expect(fast(doc) && !expected, where).toBe(false);
        else expect(fast(doc), where).toBe(expected);
        if (!expected) invalid++;
        checked++;
        undo();
      }
      expect(official(doc), `${name} restored`).toBe(fast(doc));
    }
    // The edits reach both answers, so agreement is not agreement on "valid" alone.
    expect(invalid).toBeGreaterThan(checked / 4);
    expect(checked - invalid).toBeGreaterThan(checked / 20);
  }, 120_000);
});
