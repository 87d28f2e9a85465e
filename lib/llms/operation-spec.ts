import { reachableComponents } from '../openapi/reachable-components';
import { isObj, type Obj } from '../openapi/types';
import { operationOf } from '../site/route-access';
import type { RouteEntry, Site } from '../site/types';

/**
 * The OpenAPI document of one endpoint or webhook page, for its Markdown export (Mintlify
 * ai/markdown-export.mdx, "API reference pages": on unless `markdown.schema` is `false`): the
 * operation under its path (or webhook name), the servers and security it uses, and the
 * components it reaches through `$ref`, nothing else of the spec. A whole spec per page would
 * repeat every other operation (and could name ones the reader may not see); this is what an AI
 * tool needs to call the one endpoint the page documents. Undefined for other pages.
 */
export function buildOperationSpec(site: Site, route: RouteEntry): Obj | undefined {
  if (route.kind !== 'endpoint' && route.kind !== 'webhook') return undefined;
  const entry = operationOf(route, site.specs);
  const doc = route.spec ? site.specs.get(route.spec)?.doc : undefined;
  if (!entry || !doc) return undefined;
  const shared = isObj(entry.pathItem) && Array.isArray(entry.pathItem.parameters) ? { parameters: entry.pathItem.parameters } : {};
  const item = { ...shared, [entry.method.toLowerCase()]: entry.operation };
  const components = isObj(doc.components) ? doc.components : {};
  const picked: Record<string, Obj> = {};
  for (const key of reachableComponents(doc, [item])) {
    const slash = key.indexOf('/');
    const [type, name] = [key.slice(0, slash), key.slice(slash + 1)];
    const group = components[type];
    if (isObj(group) && group[name] !== undefined) (picked[type] ??= {})[name] = group[name];
  }
  // Security schemes are named, not `$ref`ed: keep the ones this operation (or the document) requires.
  const security = (entry.operation.security ?? doc.security) as Obj[] | undefined;
  const schemes = isObj(components.securitySchemes) ? components.securitySchemes : {};
  for (const name of new Set((security ?? []).flatMap((s) => (isObj(s) ? Object.keys(s) : []))))
    if (schemes[name] !== undefined) (picked.securitySchemes ??= {})[name] = schemes[name];
  return {
    openapi: doc.openapi,
    ...(isObj(doc.info) ? { info: { title: doc.info.title, version: doc.info.version } } : {}),
    ...(Array.isArray(doc.servers) ? { servers: doc.servers } : {}),
    ...(doc.security && !entry.operation.security ? { security: doc.security } : {}),
    ...(entry.kind === 'webhook' ? { webhooks: { [entry.name ?? '']: item } } : { paths: { [entry.path]: item } }),
    ...(Object.keys(picked).length ? { components: picked } : {}),
  };
}

/** A fenced block that no run of backticks inside `text` can close early. */
export function fence(language: string, text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${text}\n${ticks}`;
}
