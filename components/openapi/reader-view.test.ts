/**
 * What a reader gets from a reference page, pinned independently of its markup: the text content,
 * and every `id` and `href`, of the same sample of GitHub, Stripe and galaxy pages as
 * render-golden.test.ts, drawn with their highlighted code samples and response examples. Issue 12
 * makes pages lighter by changing how they are drawn (token colours as classes, fewer wrappers);
 * the markup golden changes with that, and this one proves the readable page did not. Regenerate
 * with UPDATE_GOLDEN=1 only for a change readers are meant to see.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildCodeSamples } from '@/lib/openapi/code-samples';
import { loadSpec } from '@/lib/openapi/load';
import { materialiseEndpoint, materialiseSchemaPage } from '@/lib/openapi/materialise';
import { listOperations, listSchemaNames, listWebhooks } from '@/lib/openapi/operations';
import { buildOperationPage, buildSchemaModel } from '@/lib/openapi/page-model';
import { buildExampleSets, highlightSamples } from './aside-data';
import { EndpointView } from './endpoint-view';
import { SchemaView } from './schema-page';
import type { ViewContext } from './view-context';
import { DEFAULT_CODE_STYLE } from '@/lib/content/code-style';

const repo = path.resolve(__dirname, '../..');
const corpus = path.resolve(repo, '../shared/corpus/openapi');
const goldenDir = path.join(repo, 'test/golden/page-reader');

const SPECS = [
  { name: 'github-rest-3.0', file: 'github-rest-3.0/api.github.com.json', every: 9 },
  { name: 'stripe-3.0', file: 'stripe-3.0/spec3.2023-09-12.yaml', every: 5 },
  { name: 'scalar-galaxy-3.1', file: 'scalar-galaxy-3.1/galaxy-3.1.yaml', every: 1 },
];

const ctx: ViewContext = {
  md: (t) => (t ? createElement('p', null, t) : null),
  schemaUrl: (n) => (n ? `/schemas/${n}` : undefined),
  expanded: false,
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]);

/**
 * The reader's view of server-rendered markup: its text (tags dropped, React's `<!-- -->` text
 * separators too) and its ids and link targets in document order, digested.
 */
export function readerView(html: string): string {
  const text = decode(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ''));
  const targets = [...html.matchAll(/\s(id|href)="([^"]*)"/g)].map((m) => `${m[1]}=${decode(m[2])}`);
  return createHash('sha256')
    .update(text + '\n' + targets.join('\n'))
    .digest('hex')
    .slice(0, 12);
}

// Skipped only where ../shared/corpus is absent, as in render-golden.test.ts; CI has it.
describe.skipIf(!existsSync(corpus))('what readers get from reference pages of corpus specs (skipped: ../shared/corpus is absent)', () => {
  it.each(SPECS)('a sample of the pages of $name has its golden text, ids and links', async ({ name, file, every }) => {
    const loaded = await loadSpec(file, corpus);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const spec = loaded.spec;
    const actual: Record<string, string> = {};
    const entries = [...listOperations(spec.doc), ...listWebhooks(spec.doc)].filter((_, i) => i % every === 0);
    for (const e of entries) {
      const model = materialiseEndpoint(buildOperationPage(spec.doc, e));
      const webhook = e.kind === 'webhook';
      const target = webhook ? (e.name ?? '') : e.path;
      const [samples, responses] = await Promise.all([
        webhook ? [] : highlightSamples(buildCodeSamples(model, {}), DEFAULT_CODE_STYLE),
        buildExampleSets(
          model.responses.map((r) => ({ title: r.status, content: r.content })),
          DEFAULT_CODE_STYLE,
        ),
      ]);
      const html = renderToStaticMarkup(createElement(EndpointView, { model, ctx, target, samples, payload: [], responses }));
      actual[`${webhook ? `webhook ${e.name}` : e.path} ${e.method}`] = readerView(html);
    }
    listSchemaNames(spec.doc).forEach((s, i) => {
      if (i % every) return;
      const model = materialiseSchemaPage(buildSchemaModel(spec, s)!);
      actual[`schema ${s}`] = readerView(renderToStaticMarkup(createElement(SchemaView, { model, ctx })));
    });
    const goldenFile = path.join(goldenDir, `${name}.json`);
    if (process.env.UPDATE_GOLDEN || !existsSync(goldenFile)) {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(goldenFile, JSON.stringify(actual, null, 1) + '\n');
    }
    expect(actual).toEqual(JSON.parse(readFileSync(goldenFile, 'utf8')));
  });
});
