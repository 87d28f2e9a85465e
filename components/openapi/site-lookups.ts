import type { Site } from '@/lib/site/types';
import { listSpecFiles } from '@/lib/site/spec-file';

const schemaUrls = new WeakMap<Site, Map<string, string>>();

/** URL of the schema page of `name` in `spec`, if the site generated one. */
export function getSchemaUrl(site: Site, spec: string, name: string | undefined): string | undefined {
  if (!name) return undefined;
  let index = schemaUrls.get(site);
  if (!index) {
    index = new Map();
    for (const r of site.routes)
      if (r.kind === 'schema' && r.spec && r.name && !index.has(`${r.spec}\u0000${r.name}`)) index.set(`${r.spec}\u0000${r.name}`, r.url);
    schemaUrls.set(site, index);
  }
  return index.get(`${spec}\u0000${name}`);
}

/** Download URL of a spec when it is a file of the docs folder. */
export function getSpecUrl(site: Site, spec: string): string | undefined {
  const loaded = site.specs.get(spec);
  return loaded?.absPath ? listSpecFiles(site).find((f) => f.file === loaded.absPath)?.url : undefined;
}
