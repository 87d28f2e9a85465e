import { getXDocs } from '../openapi/extensions';
import { reachableComponents, type ComponentKey } from '../openapi/reachable-components';
import { HTTP_METHODS, isObj, type Obj } from '../openapi/types';
import { resolveAccess, ownAccess, type AccessLevel } from '../site/route-access';
import type { RouteEntry } from '../site/types';
import { canView } from './access';
import type { Viewer } from './viewer';

export type FilterSpecOptions = {
  /**
   * The site's endpoint and webhook routes generated from this document: an operation with a
   * route is kept when the viewer may see one of its pages (so navigation-inherited gating counts).
   */
  routes?: Pick<RouteEntry, 'kind' | 'method' | 'path' | 'name' | 'groups' | 'public'>[];
  /** docs.json root `public`/`groups`, for operations without a page. */
  root?: AccessLevel;
};

/**
 * The document as `viewer` may download it: operations and webhooks they may not see are
 * removed, then every component, tag and empty path item that only those used, so a gated
 * operation's summary, parameters and body fields are nowhere in the file. Returns the input
 * itself when nothing is removed (the file can then be served as written); never mutates it.
 */
export function filterSpecForViewer(doc: Obj, viewer: Viewer, options: FilterSpecOptions = {}): Obj {
  const visible = (kind: 'endpoint' | 'webhook', method: string, key: string, operation: Obj): boolean => {
    const pages = (options.routes ?? []).filter(
      (r) => r.kind === kind && r.method === method && (kind === 'webhook' ? r.name === key : r.path === key),
    );
    if (pages.length) return pages.some((r) => canView(r, viewer));
    return canView(resolveAccess([ownAccess(getXDocs(operation).metadata).level, options.root ?? {}]), viewer);
  };
  const dropped: Obj[] = [];
  const kept: Obj[] = [];
  const filtered = { ...doc };
  for (const [field, kind] of [
    ['paths', 'endpoint'],
    ['webhooks', 'webhook'],
  ] as const) {
    const items = doc[field];
    if (!isObj(items)) continue;
    const out: Obj = {};
    for (const [key, item] of Object.entries(items)) {
      if (!isObj(item)) continue;
      const copy: Obj = {};
      let operations = 0;
      let removed = 0;
      for (const [name, value] of Object.entries(item)) {
        const isOperation = (HTTP_METHODS as readonly string[]).includes(name) && isObj(value);
        if (isOperation && !visible(kind, name.toUpperCase(), key, value)) {
          dropped.push(value);
          removed += 1;
          continue;
        }
        if (isOperation) {
          operations += 1;
          kept.push(value);
        }
        copy[name] = value;
      }
      // A path item left with no operation would still show its path and shared parameters.
      if (operations > 0 || removed === 0) out[key] = copy;
      else dropped.push(copy);
    }
    filtered[field] = out;
  }
  if (dropped.length === 0) return doc;
  pruneComponents(filtered, dropped);
  pruneTags(filtered, dropped, kept);
  return filtered;
}

/** Removes components reached only from dropped operations (unused ones stay: they are documented on their own). */
function pruneComponents(doc: Obj, dropped: Obj[]): void {
  if (!isObj(doc.components)) return;
  const gated = reachableComponents(doc, dropped);
  if (gated.size === 0) return;
  const { components, ...rest } = doc;
  const open = new Set<ComponentKey>();
  for (const [type, group] of Object.entries(components)) {
    if (!isObj(group)) continue;
    for (const name of Object.keys(group)) if (!gated.has(`${type}/${name}`)) open.add(`${type}/${name}`);
  }
  const roots: unknown[] = [rest];
  for (const key of open) {
    const [type, ...name] = key.split('/');
    roots.push((components[type] as Obj)[name.join('/')]);
  }
  const keep = new Set([...open, ...reachableComponents(doc, roots)]);
  const pruned: Obj = {};
  for (const [type, group] of Object.entries(components)) {
    if (!isObj(group)) {
      pruned[type] = group;
      continue;
    }
    pruned[type] = Object.fromEntries(Object.entries(group).filter(([name]) => keep.has(`${type}/${name}`)));
  }
  doc.components = pruned;
}

/** Removes tag declarations only dropped operations used (their descriptions would describe them). */
function pruneTags(doc: Obj, dropped: Obj[], kept: Obj[]): void {
  if (!Array.isArray(doc.tags)) return;
  const names = (ops: Obj[]) =>
    new Set(ops.flatMap((op) => (Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [])));
  const used = names(kept);
  const gone = names(dropped);
  doc.tags = doc.tags.filter((tag) => !(isObj(tag) && typeof tag.name === 'string' && gone.has(tag.name) && !used.has(tag.name)));
}
