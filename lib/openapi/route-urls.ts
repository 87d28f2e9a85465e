/**
 * URL allocation for generated pages (docs-json.md "Generated page URLs"): one allocator per
 * expansion, so collisions are resolved across every spec and directory. Each (spec, directory)
 * pair numbers its operations in document order, independent of which ones the navigation lists,
 * so selecting or reordering entries never moves a URL.
 */
import type { OperationEntry } from './operations';
import { joinUrl, operationSlug, slugify } from './slug';

export type UrlAllocator = {
  /** URL of an operation or webhook page (`x-docs.href` wins). */
  entryUrl(source: string, directory: string, entry: OperationEntry, all: OperationEntry[]): string;
  /** URL of a schema page: `/<directory>/schemas/<name-slug>`. */
  schemaUrl(source: string, directory: string, name: string): string;
  /** Record a URL that was produced (to report pages that claim the same URL). */
  taken: Set<string>;
};

/** Where an operation's page lives before collision suffixes. */
export function baseUrl(directory: string, entry: OperationEntry): string {
  if (entry.kind === 'webhook') return joinUrl(directory, 'webhooks', slugify(entry.name ?? ''));
  const tag = entry.tags[0] ? slugify(entry.tags[0]) : '';
  return joinUrl(directory, tag, operationSlug(entry.method, entry.path, entry.summary));
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

  const pairMap = (key: string, directory: string, all: OperationEntry[]): Map<OperationEntry, string> => {
    let map = perPair.get(key);
    if (!map) {
      map = new Map();
      // Pages that exist take numbers in document order; excluded or href'd ones take none.
      for (const entry of all) if (!entry.excluded && !entry.xDocs.href) map.set(entry, claim(baseUrl(directory, entry)));
      perPair.set(key, map);
    }
    return map;
  };

  return {
    taken,
    entryUrl(source, directory, entry, all) {
      if (entry.xDocs.href) return entry.xDocs.href;
      const map = pairMap(`${source}\0${directory}\0${entry.kind}`, directory, all);
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
