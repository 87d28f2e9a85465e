import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadSpec } from '@/lib/openapi/load';
import { materialiseEndpoint, materialiseSchemaPage } from '@/lib/openapi/materialise';
import { listOperations, listSchemaNames, listWebhooks, type OperationEntry } from '@/lib/openapi/operations';
import { buildOperationPage, buildSchemaModel } from '@/lib/openapi/page-model';
import type { EndpointModel } from '@/lib/openapi/page-model-types';
import { SchemaView } from './schema-page';
import type { ViewContext } from './view-context';

/**
 * The sample of reference pages the golden tests pin (render-golden: markup; reader-view: what a
 * reader gets): every Nth endpoint, webhook and schema page of GitHub, Stripe and Scalar's galaxy
 * in document order, so the set stays the same across runs. Models are materialised as EndpointPage
 * and SchemaPage do before drawing; descriptions are drawn as plain paragraphs (Markdown has tests
 * of its own).
 */
export const CORPUS = path.resolve(__dirname, '../../../shared/corpus/openapi');

export const GOLDEN_SPECS = [
  { name: 'github-rest-3.0', file: 'github-rest-3.0/api.github.com.json', every: 9 },
  { name: 'stripe-3.0', file: 'stripe-3.0/spec3.2023-09-12.yaml', every: 5 },
  { name: 'scalar-galaxy-3.1', file: 'scalar-galaxy-3.1/galaxy-3.1.yaml', every: 1 },
];

export const goldenCtx: ViewContext = {
  md: (t) => (t ? createElement('p', null, t) : null),
  schemaUrl: (n) => (n ? `/schemas/${n}` : undefined),
  expanded: false,
};

/**
 * Draws the sample of one spec and keys each page's fingerprint by its entry: `endpoint` draws an
 * endpoint or webhook page to HTML, `fingerprint` reduces HTML to what the golden pins.
 */
export async function fingerprintSample(
  { file, every }: { file: string; every: number },
  endpoint: (model: EndpointModel, entry: OperationEntry, target: string) => Promise<string> | string,
  fingerprint: (html: string) => string,
): Promise<Record<string, string>> {
  const loaded = await loadSpec(file, CORPUS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const spec = loaded.spec;
  const actual: Record<string, string> = {};
  const entries = [...listOperations(spec.doc), ...listWebhooks(spec.doc)].filter((_, i) => i % every === 0);
  for (const e of entries) {
    const model = materialiseEndpoint(buildOperationPage(spec.doc, e));
    const webhook = e.kind === 'webhook';
    actual[`${webhook ? `webhook ${e.name}` : e.path} ${e.method}`] = fingerprint(
      await endpoint(model, e, webhook ? (e.name ?? '') : e.path),
    );
  }
  listSchemaNames(spec.doc).forEach((s, i) => {
    if (i % every) return;
    const model = materialiseSchemaPage(buildSchemaModel(spec, s)!);
    actual[`schema ${s}`] = fingerprint(renderToStaticMarkup(createElement(SchemaView, { model, ctx: goldenCtx })));
  });
  return actual;
}

/** The golden file's content (written first when missing or with UPDATE_GOLDEN=1). */
export function readGolden(dir: string, name: string, actual: Record<string, string>): Record<string, string> {
  const goldenFile = path.join(dir, `${name}.json`);
  if (process.env.UPDATE_GOLDEN || !existsSync(goldenFile)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(goldenFile, JSON.stringify(actual, null, 1) + '\n');
  }
  return JSON.parse(readFileSync(goldenFile, 'utf8')) as Record<string, string>;
}
