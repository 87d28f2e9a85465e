/**
 * Real specs from ../shared/corpus/openapi: every one loads (except the multi-file DigitalOcean
 * spec and the 3.2 example, refused with clear messages), and the route tables of the reference
 * specs match golden files in test/golden/routes (regenerate with UPDATE_GOLDEN=1).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NavGroup, NavItem } from '../config/types';
import { expandOpenApi } from './expand';
import { loadSpec } from './load';
import { root, spec, tab } from './nav-factories.test-utils';
import type { ApiRoute } from './types';

const repo = path.resolve(__dirname, '../..');
const corpus = path.resolve(repo, '../shared/corpus/openapi');
const goldenDir = path.join(repo, 'test/golden/routes');
const hasCorpus = existsSync(corpus);
if (!hasCorpus) console.warn(`Skipping corpus tests: ${corpus} is absent (it lives in the shared folder beside the repo)`);

const GOLDEN: Record<string, string> = {
  'petstore-3.0': 'petstore-3.0/swagger-petstore-openapi.yaml',
  'scalar-galaxy-3.1': 'scalar-galaxy-3.1/galaxy-3.1.yaml',
  'museum-3.1': 'museum-3.1/openapi.yaml',
  'stripe-3.0': 'stripe-3.0/spec3.2023-09-12.yaml',
  'oai-3.0-petstore': 'oai-examples/v3.0/petstore.yaml',
  'oai-3.0-petstore-expanded': 'oai-examples/v3.0/petstore-expanded.yaml',
  'oai-3.0-api-with-examples': 'oai-examples/v3.0/api-with-examples.yaml',
  'oai-3.0-callback-example': 'oai-examples/v3.0/callback-example.yaml',
  'oai-3.0-link-example': 'oai-examples/v3.0/link-example.yaml',
  'oai-3.0-uspto': 'oai-examples/v3.0/uspto.yaml',
  'oai-3.1-non-oauth-scopes': 'oai-examples/v3.1/non-oauth-scopes.yaml',
  'oai-3.1-tictactoe': 'oai-examples/v3.1/tictactoe.yaml',
  'oai-3.1-webhook-example': 'oai-examples/v3.1/webhook-example.yaml',
};

const LOADS = [
  ...Object.values(GOLDEN),
  'scalar-galaxy-3.1/galaxy-3.1.json',
  'oai-examples/v3.0/petstore.json',
  'oai-examples/v3.1/webhook-example.json',
  'github-rest-3.0/api.github.com.json',
];

/** One line per route: short, readable diffs when a URL rule changes. */
function routeLine(r: ApiRoute): string {
  const what = r.kind === 'endpoint' ? `${r.method} ${r.path}` : `${r.kind} ${r.name}`;
  const flags = [r.deprecated && 'deprecated', r.hidden && 'hidden'].filter(Boolean).join(',');
  return `${what} → ${r.url} "${r.title}"${flags ? ` [${flags}]` : ''}`;
}

function sidebar(items: NavItem[]): Record<string, number> {
  return Object.fromEntries(items.filter((i): i is NavGroup => i.kind === 'group').map((g) => [g.label, g.children.length]));
}

// Skipped only where ../shared/corpus is absent (a checkout without the shared folder): the corpus
// is third-party data that must not be copied into this repository. Plan: nothing to do; CI has
// shared/ beside the clone, so these run there, and test/fixtures/openapi covers the same rules.
describe.skipIf(!hasCorpus)('corpus specs (skipped: ../shared/corpus is absent)', () => {
  it.each(LOADS)('%s loads', async (file) => {
    const result = await loadSpec(file, corpus);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('refuses the multi-file DigitalOcean spec, naming its first external reference', async () => {
    const result = await loadSpec('digitalocean-multifile/specification/DigitalOcean-public.v2.yaml', corpus);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatchObject({
      file: 'digitalocean-multifile/specification/DigitalOcean-public.v2.yaml',
      path: '/tags/0/description/$ref',
      line: 25,
      message: expect.stringMatching(/External \$ref "description\.yml#\/introduction".*660 more external references/),
    });
  });

  it('refuses the 3.2 example cleanly', async () => {
    const result = await loadSpec('oai-examples/v3.2/3.2-tags-example.yaml', corpus);
    expect(!result.ok && result.problems).toEqual([
      expect.objectContaining({ path: '/openapi', line: 1, message: expect.stringMatching(/OpenAPI 3\.2\.0 is not supported/) }),
    ]);
  });

  it('the webhook-only 3.1 document yields webhook pages', async () => {
    const { routes, problems } = await expandOpenApi(root([tab('Hooks', [], [spec('oai-examples/v3.1/webhook-example.yaml')])]), {
      docsDir: corpus,
    });
    expect(problems).toEqual([]);
    expect(routes.filter((r) => r.kind !== 'schema').map(routeLine)).toEqual(['webhook newPet → /api-reference/newpet "newPet"']);
  });

  it.each(Object.entries(GOLDEN))('golden route table: %s', async (name, file) => {
    const { nav, routes, problems } = await expandOpenApi(root([tab('API', [], [spec(file)])]), { docsDir: corpus });
    const actual = {
      spec: file,
      problems,
      sidebar: sidebar((nav.children[0] as { children: NavItem[] }).children),
      routes: routes.map(routeLine),
    };
    const goldenFile = path.join(goldenDir, `${name}.json`);
    if (process.env.UPDATE_GOLDEN || !existsSync(goldenFile)) {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(goldenFile, JSON.stringify(actual, null, 2) + '\n');
    }
    expect(actual).toEqual(JSON.parse(readFileSync(goldenFile, 'utf8')));
  });
});
