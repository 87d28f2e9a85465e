/**
 * Shared schema expansions against the page-by-page expansion they replace, on real specs from
 * ../shared/corpus/openapi and the shop fixture: every endpoint and webhook page comes out byte for
 * byte the same (so the rendered pages are the same), and the page models hold references instead
 * of copies.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeAnchorsUnique } from './anchors';
import { loadSpec } from './load';
import { listOperations, listWebhooks } from './operations';
import { buildCompactOperationPage, buildOperationPage } from './page-model';
import { getSharedSchemas } from './shared-schemas';
import type { LoadedSpec } from './types';

const corpus = path.resolve(__dirname, '../../../shared/corpus/openapi');
const hasCorpus = existsSync(corpus);
if (!hasCorpus) console.warn(`Skipping corpus cases: ${corpus} is absent (it lives in the shared folder beside the repo)`);

const SPECS = [
  ...(hasCorpus
    ? [
        'github-rest-3.0/api.github.com.json',
        'stripe-3.0/spec3.2023-09-12.yaml',
        'scalar-galaxy-3.1/galaxy-3.1.yaml',
        'museum-3.1/openapi.yaml',
        'petstore-3.0/swagger-petstore-openapi.yaml',
        'oai-examples/v3.0/callback-example.yaml',
        'oai-examples/v3.1/webhook-example.yaml',
      ].map((file) => path.join(corpus, file))
    : []),
  path.resolve(__dirname, '../../test/fixtures/openapi/shop.yaml'),
];

async function load(file: string): Promise<LoadedSpec> {
  const result = await loadSpec(path.basename(file), path.dirname(file));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.spec;
}

const entriesOf = (spec: LoadedSpec) => [...listOperations(spec.doc), ...listWebhooks(spec.doc)];

describe('shared schema expansions', () => {
  it.each(SPECS.map((file) => [path.basename(file), file]))(
    '%s: every page equals its page-by-page expansion',
    async (_name, file) => {
      const spec = await load(file);
      const entries = entriesOf(spec);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const alone = buildCompactOperationPage(spec.doc, entry);
        makeAnchorsUnique(alone);
        // JSON text, not deep equality: field order and every value must match.
        expect(JSON.stringify(buildOperationPage(spec.doc, entry)), `${entry.method} ${entry.path}`).toBe(JSON.stringify(alone));
      }
    },
    120_000,
  );

  it.runIf(hasCorpus)(
    'GitHub: the page models reference shared schemas instead of repeating them',
    async () => {
      const spec = await load(path.join(corpus, 'github-rest-3.0/api.github.com.json'));
      const shared = getSharedSchemas(spec.doc);
      let compact = 0;
      let expanded = 0;
      for (const entry of entriesOf(spec)) {
        compact += JSON.stringify(buildCompactOperationPage(spec.doc, entry, shared)).length;
        expanded += JSON.stringify(buildCompactOperationPage(spec.doc, entry)).length;
      }
      const table = JSON.stringify([...shared.expansions.values()].map((e) => e.tree)).length;
      // Each shared expansion is stored once for the spec (15.5 MB of page models became 7.4 MB of
      // pages and 3.1 MB of shared expansions); page by page, the pages and the table are the same size.
      expect(compact + table).toBeLessThan(expanded * 0.75);
    },
    120_000,
  );
});
