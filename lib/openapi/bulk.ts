/**
 * The bulk rule (docs/docs-json.md "`openapi` on navigation elements"): an element with `openapi` and no entries using that spec
 * gets every endpoint. A group receives the pages directly; a tab, anchor or other division
 * receives one group per first tag, labelled by `x-group` or the tag name, in order of first
 * appearance, with untagged operations in "API Reference" (and untagged webhooks in "Webhooks").
 */
import type { NavGroup, NavOperation, NavWebhook } from '../config/types';
import { tagLabel } from './extensions';
import { listOperations, listWebhooks, type OperationEntry } from './operations';
import type { Obj } from './types';

/** Sidebar group of untagged operations (docs/docs-json.md "Generated page URLs"). */
export const UNTAGGED_GROUP = 'API Reference';
/** Sidebar group of untagged webhooks, kept apart from operations. */
export const UNTAGGED_WEBHOOKS_GROUP = 'Webhooks';

/** Operations then webhooks that get pages (x-excluded ones do not; x-hidden ones are hidden pages), in document order. */
export function pageEntries(doc: Obj): OperationEntry[] {
  return [...listOperations(doc), ...listWebhooks(doc)].filter((e) => !e.excluded);
}

/** Nav entry for a generated page, located at the element that produced it. */
export function toNavEntry(entry: OperationEntry, source: string, at: { jsonPath: string; file: string }): NavOperation | NavWebhook {
  if (entry.kind === 'webhook') return { kind: 'webhook', spec: source, name: entry.name ?? '', jsonPath: at.jsonPath, file: at.file };
  return { kind: 'operation', spec: source, method: entry.method, path: entry.path, jsonPath: at.jsonPath, file: at.file };
}

/** Group generated entries by the first tag's sidebar label, in order of first appearance. */
export function groupByTag(
  doc: Obj,
  items: { entry: OperationEntry; nav: NavOperation | NavWebhook }[],
  at: { jsonPath: string; file: string },
): NavGroup[] {
  const groups = new Map<string, NavGroup>();
  for (const { entry, nav } of items) {
    const firstTag = entry.tags[0];
    const untagged = entry.kind === 'webhook' ? UNTAGGED_WEBHOOKS_GROUP : UNTAGGED_GROUP;
    const label = firstTag ? tagLabel(doc, firstTag) : untagged;
    let group = groups.get(label);
    if (!group) groups.set(label, (group = { kind: 'group', label, jsonPath: at.jsonPath, file: at.file, children: [] }));
    group.children.push(nav);
  }
  return [...groups.values()];
}
