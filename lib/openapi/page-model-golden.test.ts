/**
 * Page models of real specs, pinned: one short digest per page (endpoint, webhook and schema pages)
 * as the renderer sees it (materialise.ts: shared subtrees copied out, anchors assigned) of the corpus specs in ../shared/corpus/openapi, against golden files in test/golden/page-models
 * (regenerate with UPDATE_GOLDEN=1 only when a change to what pages show is intended). This is what
 * lets the pipeline be optimised (memos, shared work across pages) with proof that no page changes.
 * Every model of a spec is built before any is hashed, so a page that altered a value it shares
 * with an earlier page would show up here as well; and the pages are built a second time, in
 * reverse order from a freshly parsed document, since a memo must not make a page depend on which
 * pages were built before it in the process.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import { materialiseEndpoint, materialiseSchemaPage } from './materialise';
import { listOperations, listSchemaNames, listWebhooks } from './operations';
import { buildOperationPage, buildSchemaModel } from './page-model';
import type { ModelOptions, SchemaPageModel } from './page-model-types';
import { parseSpecText } from './parse-text';
import type { LoadedSpec } from './types';

const repo = path.resolve(__dirname, '../..');
const corpus = path.resolve(repo, '../shared/corpus/openapi');
const goldenDir = path.join(repo, 'test/golden/page-models');
const hasCorpus = existsSync(corpus);

const SPECS: { name: string; file: string; options?: ModelOptions }[] = [
  { name: 'github-rest-3.0', file: 'github-rest-3.0/api.github.com.json' },
  { name: 'stripe-3.0', file: 'stripe-3.0/spec3.2023-09-12.yaml' },
  { name: 'petstore-3.0', file: 'petstore-3.0/swagger-petstore-openapi.yaml' },
  // With `api.params.post` keys, so pills are part of what is pinned.
  { name: 'scalar-galaxy-3.1', file: 'scalar-galaxy-3.1/galaxy-3.1.yaml', options: { postKeys: ['format', 'x-variable'] } },
  { name: 'museum-3.1', file: 'museum-3.1/openapi.yaml' },
  { name: 'oai-3.0-callback-example', file: 'oai-examples/v3.0/callback-example.yaml' },
  { name: 'oai-3.0-uspto', file: 'oai-examples/v3.0/uspto.yaml' },
  { name: 'oai-3.1-webhook-example', file: 'oai-examples/v3.1/webhook-example.yaml' },
];

const view = (model: SchemaPageModel | undefined) => model && materialiseSchemaPage(model);
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

/** Page key → digest of its model, built in document order or in reverse. */
function digests(spec: LoadedSpec, options: ModelOptions | undefined, reverse = false): Record<string, string> {
  const doc = spec.doc;
  const builders: [string, () => unknown][] = [
    ...[...listOperations(doc), ...listWebhooks(doc)].map((e): [string, () => unknown] => [
      `${e.kind === 'webhook' ? `webhook ${e.name}` : e.path} ${e.method}`,
      () => materialiseEndpoint(buildOperationPage(doc, e, options)),
    ]),
    ...listSchemaNames(doc).map((s): [string, () => unknown] => [`schema ${s}`, () => view(buildSchemaModel(spec, s, options))]),
  ];
  const order = reverse ? [...builders].reverse() : builders;
  const models = new Map(order.map(([key, build]) => [key, build()]));
  return Object.fromEntries(builders.map(([key]) => [key, digest(models.get(key))]));
}

// Skipped only where ../shared/corpus is absent, as in corpus.test.ts (third-party data, not copied here).
// Plan: nothing to do; CI has shared/ beside the clone, so the digests are checked there on every run.
describe.skipIf(!hasCorpus)('page models of corpus specs (skipped: ../shared/corpus is absent)', () => {
  it.each(SPECS)('every page of $name matches its golden digest', async ({ name, file, options }) => {
    const loaded = await loadSpec(file, corpus);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const actual = digests(loaded.spec, options);
    const goldenFile = path.join(goldenDir, `${name}.json`);
    if (process.env.UPDATE_GOLDEN || !existsSync(goldenFile)) {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(goldenFile, JSON.stringify(actual, null, 1) + '\n');
    }
    const golden = JSON.parse(readFileSync(goldenFile, 'utf8'));
    expect(actual).toEqual(golden);
    const fresh = parseSpecText(readFileSync(path.join(corpus, file), 'utf8'));
    if (!fresh.ok) throw new Error(fresh.message);
    expect(digests({ ...loaded.spec, doc: fresh.value as LoadedSpec['doc'] }, options, true)).toEqual(golden);
  });
});
