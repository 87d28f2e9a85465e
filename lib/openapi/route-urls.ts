/**
 * URL allocation for generated pages (docs/docs-json.md "Generated page URLs"), as Mintlify allocates
 * them: one allocator per expansion, so collisions are resolved across every spec and directory.
 * Each (spec, directory) pair numbers its operations, then its webhooks, in document order,
 * independent of which ones the navigation lists, so selecting or reordering entries never moves a
 * URL. URLs are lowercase, and a clash takes `-1`, `-2` … (Mintlify's
 * `generateUniqueFilenameWithoutExtension`).
 */
import { listOperations, listWebhooks, type OperationEntry } from './operations';
import { joinUrl, operationSlug, slugify, webhookSlug } from './slug';
import type { Obj } from './types';

export type UrlAllocator = {
  /** URL of an operation or webhook page of `doc` (`x-docs.href` wins). */
  entryUrl(source: string, directory: string, entry: OperationEntry, doc: Obj): string;
  /** URL of a schema page: `/<directory>/schemas/<name-slug>`. */
  schemaUrl(source: string, directory: string, name: string): string;
  /** Record a URL that was produced (to report pages that claim the same URL). */
  taken: Set<string>;
};

/**
 * Where an operation's or webhook's page lives before collision suffixes:
 * `/<directory>/<first-tag>/<summary>`, the summary as written (Mintlify does not trim it), else
 * `<method>-<path>` for an operation and the name for a webhook.
 */
export function baseUrl(directory: string, entry: OperationEntry): string {
  const summary = typeof entry.operation.summary === 'string' ? entry.operation.summary : undefined;
  const tag = entry.tags[0] ? slugify(entry.tags[0]) : '';
  const page = entry.kind === 'webhook' ? webhookSlug(entry.name ?? '', summary) : operationSlug(entry.method, entry.path, summary);
  return joinUrl(directory, tag, page).toLowerCase();
}

/** A fresh allocator; `taken` starts with URLs that generated pages may not use. */
export function createUrlAllocator(reserved: Iterable<string> = []): UrlAllocator {
  const taken = new Set(reserved);
  const perPair = new Map<string, Map<OperationEntry, string>>();
  const schemas = new Map<string, string>();

  const claim = (url: string): string => {
    let candidate = url;
    for (let n = 1; taken.has(candidate); n++) candidate = `${url}-${n}`;
    taken.add(candidate);
    return candidate;
  };

  const pairMap = (key: string, directory: string, doc: Obj): Map<OperationEntry, string> => {
    let map = perPair.get(key);
    if (!map) {
      map = new Map();
      // Pages that exist take numbers in document order, operations before webhooks as Mintlify
      // numbers them; excluded or href'd ones take none.
      for (const entry of [...listOperations(doc), ...listWebhooks(doc)])
        if (!entry.excluded && !entry.xDocs.href) map.set(entry, claim(baseUrl(directory, entry)));
      perPair.set(key, map);
    }
    return map;
  };

  return {
    taken,
    entryUrl(source, directory, entry, doc) {
      if (entry.xDocs.href) return entry.xDocs.href;
      const map = pairMap(`${source}\0${directory}`, directory, doc);
      let url = map.get(entry);
      if (!url) map.set(entry, (url = claim(baseUrl(directory, entry))));
      return url;
    },
    schemaUrl(source, directory, name) {
      const key = `${source}\0${directory}\0${name}`;
      let url = schemas.get(key);
      if (!url) schemas.set(key, (url = claim(joinUrl(directory, 'schemas', slugify(name)))));
      return url;
    },
  };
}
