import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileOasValidator } from './oas-compile';
import { fastOasSchema } from './oas-fast-schema';
import type { OasValidator } from './oas-validator-types';
import { parseSpecText } from './parse-text';

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
    .map(({ name, doc }) => ({ name, doc, mutations: JSON.stringify(doc).length > 1e6 ? 60 : 250 }));
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
const MUTATIONS: [string, (node: Doc) => () => void][] = [
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

describe('the hot-path OAS 3.0 schema (oas-fast-schema.ts)', () => {
  let official: OasValidator;
  let fast: OasValidator;
  beforeAll(async () => {
    official = (await compileOasValidator('3.0', false, true)).validate;
    fast = (await compileOasValidator('3.0', false)).validate;
  }, 60_000);

  it('rewrites each `oneOf: [X, Reference]` whose X forbids `$ref`, and nothing else', async () => {
    const parserEntry = createRequire(import.meta.url).resolve('@scalar/openapi-parser');
    const load = async (v: string) =>
      ((await import(path.join(path.dirname(parserEntry), 'schemas', `v${v}`, 'schema.js'))) as { default: object }).default;
    const schema30 = await load('3.0');
    const { schema, rewritten } = fastOasSchema(schema30);
    const text = JSON.stringify(schema);
    // Every Schema|Reference, Parameter|Reference, Response|Reference… place; the three-member
    // `additionalProperties` (Schema, Reference or a boolean) stays a oneOf.
    expect(rewritten).toBeGreaterThanOrEqual(30);
    expect(text.match(/"oneOf":\[\{"\$ref":"#\/definitions\/(Schema|Reference)"\}/g)).toHaveLength(1);
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
        const [label, mutate] = MUTATIONS[Math.floor(rand() * MUTATIONS.length)];
        const undo = mutate(node);
        const expected = official(doc);
        expect(fast(doc), `${name}: ${label} at ${pointer || '/'}`).toBe(expected);
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
