/**
 * The URL-hosted OpenAPI sources a docs.json names, wherever an `openapi` key appears (under `api`
 * or on any navigation element) and in whichever of its forms: a string, `{source}`, or a list.
 */
export function collectOpenApiUrls(config: unknown): string[] {
  const urls = new Set<string>();
  const add = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const source = typeof item === 'string' ? item : (item as { source?: unknown })?.source;
      if (typeof source === 'string' && /^https?:\/\//i.test(source)) urls.add(source);
    }
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'openapi') add(value);
        visit(value);
      }
    }
  };
  visit(config);
  return [...urls];
}
