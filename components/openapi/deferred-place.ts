/**
 * Nested levels drawn on demand (issue 12, disk per page). An endpoint page draws every level a
 * reader sees on arrival: the top fields of each parameter, body and response, with their heads
 * and descriptions. Below them each closed "Show child attributes" level that holds at least
 * DEFER_MIN_NODES nodes is left out: the page draws a placeholder (deferred-children.client.tsx)
 * and the browser fetches the level from `GET /api/site/fields` when a reader opens it.
 *
 * A level is named by its page and the anchor of the field that holds it, and the resource draws
 * it from the same page model (drawnEndpointModel), so its ids are the ones the page would have
 * drawn in that place, `-1` suffixes included: anchors depend on the page (materialise.ts), so a
 * level cannot in general be drawn from the schema alone. Where it can, because a named schema
 * built on its own at that place gives exactly the page's level, the level is named by schema and
 * place instead, and every page with that schema there shares one URL (`sharedLevel`). Small
 * levels stay inline (a fetch costs more than they weigh, and a reader opening them should not
 * wait), and so does a level whose descriptions hold a code block (its copy button is a client
 * component the resource cannot send as HTML).
 */
import { createHash } from 'node:crypto';
import { hasGating } from '@/lib/auth/access';
import { fieldsHolder, indexDrawnNodes, subtreeNodes, type DrawnPlace, type NamedNode } from '@/lib/openapi/drawn-nodes';
import { buildNamedLevel, type NamedLevelKey } from '@/lib/openapi/named-level';
import { materialiseEndpoint } from '@/lib/openapi/materialise';
import { buildEndpointModel, buildWebhookModel } from '@/lib/openapi/page-model';
import type { EndpointModel, SchemaNode } from '@/lib/openapi/page-model-types';
import type { LoadedSpec } from '@/lib/openapi/types';
import type { RouteEntry, Site } from '@/lib/site/types';
import { getApiOptions } from './api-options';
import { hasCodeBlock } from './has-code-block';
import { getSchemaUrl } from './site-lookups';

/** Fewer nodes than this below a closed level: drawn inline. */
export const DEFER_MIN_NODES = 5;

/** Where a deferred level comes from, and where a reader without JavaScript finds it drawn in full. */
export type DeferredPlace = { src: string; fallback: string };

/** The endpoint or webhook page of `route` as drawn (materialised with its anchors), or undefined when gone from the spec. */
export function drawnEndpointModel(site: Site, route: RouteEntry, spec: LoadedSpec): EndpointModel | undefined {
  const pills = { postKeys: getApiOptions(site.config).postKeys };
  const shared =
    route.kind === 'webhook'
      ? buildWebhookModel(spec, route.name ?? '', pills)
      : buildEndpointModel(spec, route.method ?? '', route.path ?? '', pills);
  return shared && materialiseEndpoint(shared);
}

/**
 * The deferral rule of one drawn page at `pageUrl`: which closed levels it leaves out, and the
 * resource URL of each. None when levels start open (`api.params.expanded: all`).
 */
export function buildDeferral(site: Site, spec: LoadedSpec, model: EndpointModel, pageUrl: string, expanded: boolean) {
  if (expanded) return undefined;
  const index = indexDrawnNodes(model);
  return (node: SchemaNode): DeferredPlace | undefined => {
    const found = deferrable(index, node);
    if (!found) return undefined;
    const { holder, place } = found;
    const schemaPage = getSchemaUrl(site, spec.source, holder.refName ?? node.refName);
    const shared = sharedLevel(site, spec, place, node, holder);
    const src = shared
      ? fieldsResourceUrl({ spec: spec.source, ...shared.key }, levelVersion(site, spec.source, shared.level))
      : fieldsResourceUrl({ page: pageUrl, at: node.anchor! }, levelVersion(site, spec.source, holder));
    // The schema's own page draws the level in full; else the page's Markdown, which carries the operation's schemas.
    return { src, fallback: schemaPage ?? `${pageUrl}.md` };
  };
}

/**
 * The level below `node` when the page defers it: `node` must be the first drawn at its anchor
 * (what the resource finds by that anchor), hold at least DEFER_MIN_NODES nodes below it, and no
 * description with a code block.
 */
export function deferrable(index: Map<string, DrawnPlace>, node: SchemaNode): { holder: SchemaNode; place: DrawnPlace } | undefined {
  const place = node.anchor ? index.get(node.anchor) : undefined;
  if (!place || place.node !== node) return undefined;
  const holder = fieldsHolder(node);
  if (holder.recursive || holder.truncated) return undefined;
  const nodes = subtreeNodes(holder);
  if (nodes.length - 1 < DEFER_MIN_NODES) return undefined;
  return nodes.some((n) => n.description !== undefined && hasCodeBlock(n.description)) ? undefined : { holder, place };
}

/**
 * The address of a level every page shares: its nearest named schema (the level's own, or the one
 * it sits in) and the place, where that schema's tree built on its own there
 * (lib/openapi/named-level.ts) has exactly the level this page drew (same fields, same ids). So
 * GitHub's `simple-user` as `200.owner` is one URL on every page that has it there, which a
 * browser fetches once. Not on a site with gating: there each answer is the reader's own and never
 * stored, and a schema must not be readable by name past the pages that show it.
 */
function sharedLevel(site: Site, spec: LoadedSpec, place: DrawnPlace, node: SchemaNode, holder: SchemaNode) {
  if (hasGating(site) || !holder.anchor) return undefined;
  const named: NamedNode | undefined = holder.refName
    ? { node: holder, above: holder === node || !node.refName ? place.above : [...place.above, node.refName] }
    : node.refName
      ? { node, above: place.above }
      : place.owner;
  if (!named?.node.refName || named.node.anchor === undefined) return undefined;
  const inside = new Set(subtreeNodes(named.node).flatMap((n) => (n.refName ? [n.refName] : [])));
  const key: NamedLevelKey = {
    name: named.node.refName,
    mode: place.mode,
    above: named.above.filter((name) => inside.has(name)),
    depth: named.above.length,
    root: named.node.anchor,
    at: holder.anchor,
  };
  const level = buildNamedLevel(spec.doc, key, getApiOptions(site.config).postKeys);
  return level && sameFields(level, holder) ? { key, level } : undefined;
}

/** What SchemaFields draws of a level: its properties, map values and options (ids included). */
export function sameFields(a: SchemaNode, b: SchemaNode): boolean {
  const drawn = (n: SchemaNode) => JSON.stringify([n.properties, n.additionalProperties, n.choices]);
  return a === b || drawn(a) === drawn(b);
}

/** How a level is asked for: by its page and anchor, or (shared) by its named schema and place. */
export type FieldsAddress = { page: string; at: string } | ({ spec: string } & NamedLevelKey);

/** `GET /api/site/fields?…&v=`: one level, at its version. */
export function fieldsResourceUrl(address: FieldsAddress, version: string): string {
  const query = new URLSearchParams();
  if ('page' in address) {
    query.set('page', address.page);
    query.set('at', address.at);
  } else {
    query.set('spec', address.spec);
    query.set('schema', address.name);
    query.set('mode', address.mode);
    for (const name of address.above) query.append('above', name);
    query.set('depth', String(address.depth));
    query.set('root', address.root);
    query.set('at', address.at);
  }
  query.set('v', version);
  return `/api/site/fields?${query}`;
}

/**
 * What the level's answer depends on: its drawn tree (fields, anchors, descriptions) and the schema
 * pages it links to. A URL carrying it can be cached for good: another build of other content
 * gives another URL.
 */
export function levelVersion(site: Site, spec: string, holder: SchemaNode): string {
  const urls = schemaUrls(site, spec, holder);
  return createHash('sha256')
    .update(JSON.stringify([holder, urls]))
    .digest('base64url')
    .slice(0, 16);
}

/** The schema pages a level links to, by schema name. */
export function schemaUrls(site: Site, spec: string, holder: SchemaNode): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const n of subtreeNodes(holder)) {
    for (const name of [n.refName, n.items?.refName]) {
      const url = name && getSchemaUrl(site, spec, name);
      if (url) urls[name] = url;
    }
  }
  return urls;
}
