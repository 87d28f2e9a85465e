import 'server-only';
import { createElement } from 'react';
import { hasGating } from '@/lib/auth/access';
import { indexDrawnNodes, subtreeNodes } from '@/lib/openapi/drawn-nodes';
import { buildNamedLevel } from '@/lib/openapi/named-level';
import type { SchemaNode } from '@/lib/openapi/page-model-types';
import { getCodeStyle } from '@/lib/site/code-style';
import type { Site } from '@/lib/site/types';
import { getApiOptions } from './api-options';
import { deferrable, drawnEndpointModel, levelVersion, schemaUrls } from './deferred-place';
import { descriptionHtml, UnsupportedMarkup } from './description-html';
import { renderMarkdownMap } from './markdown';

/**
 * What `GET /api/site/fields` answers for one deferred level: its fields as drawn on the page
 * (anchors set), each description as the HTML the page would have drawn, the schema pages its
 * type chips link to, and the level's version (deferred-place.ts `levelVersion`).
 */
export type FieldsLevel = { node: SchemaNode; html: Record<string, string>; urls: Record<string, string>; version: string };

export type FieldsQueryResult = { level: FieldsLevel } | { status: 400 | 404; detail: string };

/**
 * The answer to the query of `GET /api/site/fields` (deferred-place.ts `fieldsResourceUrl`): by
 * `page` and `at`, read from `seen`, the reader's visible site (a page the reader may not see has
 * no levels); or, on a site without gating, by `spec`, `schema`, `mode`, `above` and `at`.
 */
export async function loadFieldsFromQuery(site: Site, seen: Site, query: URLSearchParams): Promise<FieldsQueryResult> {
  const at = query.get('at');
  const page = query.get('page');
  const schema = query.get('schema');
  if (!at || (!page && !schema)) {
    return { status: 400, detail: 'Name the page (`page`, its URL path) or the schema (`schema`), and the field (`at`, its anchor).' };
  }
  const notFound = {
    status: 404 as const,
    detail: `No nested fields are served at ${JSON.stringify(at)}; reload the page to get its current fields.`,
  };
  if (page) {
    const level = await loadFieldsLevel(seen, page, at);
    return level ? { level } : notFound;
  }
  const mode = query.get('mode');
  if (mode !== 'request' && mode !== 'response') return { status: 400, detail: '`mode` must be `request` or `response`.' };
  const depth = Number(query.get('depth') ?? '0');
  if (!Number.isInteger(depth) || depth < 0) return { status: 400, detail: '`depth` must be a whole number.' };
  // Named schemas are served by name only where every page is public (deferred-place.ts `sharedLevel`).
  const spec = hasGating(site) ? undefined : seen.specs.get(query.get('spec') ?? '');
  const key = { name: schema!, mode, above: query.getAll('above'), depth, root: query.get('root') ?? '', at } as const;
  const node = spec && buildNamedLevel(spec.doc, key, getApiOptions(site.config).postKeys);
  if (!spec || !node || !subtreeNodes(node).some((n) => n !== node)) return notFound;
  return { level: await answer(seen, spec.source, node) };
}

/**
 * The level below the field at `at` on the page at `pageUrl`, as `site` shows it (pass the
 * reader's visible site: a page the reader may not see has no levels), or undefined when that
 * page does not defer a level there (gone, hidden, not an endpoint page, or drawn inline).
 */
export async function loadFieldsLevel(site: Site, pageUrl: string, at: string): Promise<FieldsLevel | undefined> {
  const route = site.byUrl.get(pageUrl);
  if (!route || (route.kind !== 'endpoint' && route.kind !== 'webhook') || !route.spec) return undefined;
  const spec = site.specs.get(route.spec);
  const model = spec && drawnEndpointModel(site, route, spec);
  if (!spec || !model) return undefined;
  const index = indexDrawnNodes(model);
  const place = index.get(at);
  const found = place && deferrable(index, place.node);
  return found ? answer(site, spec.source, found.holder) : undefined;
}

async function answer(site: Site, spec: string, holder: SchemaNode): Promise<FieldsLevel> {
  const texts = subtreeNodes(holder).flatMap((n) => (n.description?.trim() ? [n.description] : []));
  const rendered = await renderMarkdownMap(texts, getCodeStyle(site));
  const html: Record<string, string> = {};
  for (const [text, node] of rendered) html[text] = toHtml(text, node);
  return { node: holder, html, urls: schemaUrls(site, spec, holder), version: levelVersion(site, spec, holder) };
}

/** A description as HTML; one that is not plain markup (deferrable() keeps those levels inline) as its text. */
function toHtml(text: string, node: unknown): string {
  try {
    return descriptionHtml(node as Parameters<typeof descriptionHtml>[0]);
  } catch (error) {
    if (!(error instanceof UnsupportedMarkup)) throw error;
    return descriptionHtml(createElement('p', { className: 'oa-plain-description' }, text));
  }
}
