import 'server-only';
import { createElement } from 'react';
import { indexDrawnNodes, subtreeNodes } from '@/lib/openapi/drawn-nodes';
import type { SchemaNode } from '@/lib/openapi/page-model-types';
import { getCodeStyle } from '@/lib/site/code-style';
import type { Site } from '@/lib/site/types';
import { deferrable, drawnEndpointModel, levelVersion, schemaUrls } from './deferred-place';
import { descriptionHtml, UnsupportedMarkup } from './description-html';
import { renderMarkdownMap } from './markdown';

/**
 * What `GET /api/site/fields` answers for one deferred level: its fields as drawn on the page
 * (anchors set), each description as the HTML the page would have drawn, the schema pages its
 * type chips link to, and the level's version (deferred-place.ts `levelVersion`).
 */
export type FieldsLevel = { node: SchemaNode; html: Record<string, string>; urls: Record<string, string>; version: string };

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
  const found = index.get(at);
  const holder = found && deferrable(index, found);
  if (!holder) return undefined;
  const texts = subtreeNodes(holder).flatMap((n) => (n.description?.trim() ? [n.description] : []));
  const rendered = await renderMarkdownMap(texts, getCodeStyle(site));
  const html: Record<string, string> = {};
  for (const [text, node] of rendered) html[text] = toHtml(text, node);
  return { node: holder, html, urls: schemaUrls(site, spec.source, holder), version: levelVersion(site, spec.source, holder) };
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
