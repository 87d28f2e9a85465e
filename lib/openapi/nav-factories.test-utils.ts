/** Small input factories for navigation trees in lib/openapi tests. */
import type { NavDivision, NavGroup, NavItem, NavOperation, NavRoot, NavWebhook, OpenApiSource } from '../config/types';

let counter = 0;
const at = (kind: string) => ({ jsonPath: `navigation.${kind}[${counter++}]`, file: 'docs.json' });

export function spec(source: string, directory = 'api-reference'): OpenApiSource {
  return { source, directory };
}

export function root(children: NavItem[], openapi?: OpenApiSource[]): NavRoot {
  return { kind: 'root', jsonPath: 'navigation', file: 'docs.json', children, global: [], ...(openapi ? { openapi } : {}) };
}

export function tab(label: string, children: NavItem[], openapi?: OpenApiSource[], extra: Partial<NavDivision> = {}): NavDivision {
  return { kind: 'tab', label, children, ...at('tabs'), ...(openapi ? { openapi } : {}), ...extra };
}

export function version(code: string, children: NavItem[], openapi?: OpenApiSource[]): NavDivision {
  return { kind: 'version', label: code, code, children, ...at('versions'), ...(openapi ? { openapi } : {}) };
}

export function group(label: string, children: NavItem[], openapi?: OpenApiSource[], extra: Partial<NavGroup> = {}): NavGroup {
  return { kind: 'group', label, children, ...at('groups'), ...(openapi ? { openapi } : {}), ...extra };
}

export function page(entry: string): NavItem {
  return { kind: 'page', entry, ...at('pages') };
}

/** `GET /users` or `shop.yaml GET /users`. */
export function op(value: string): NavOperation {
  const tokens = value.split(' ');
  const [method, path] = tokens.slice(-2);
  return { kind: 'operation', method, path, ...(tokens.length === 3 ? { spec: tokens[0] } : {}), ...at('pages') };
}

export function hook(name: string, specToken?: string): NavWebhook {
  return { kind: 'webhook', name, ...(specToken ? { spec: specToken } : {}), ...at('pages') };
}

/** Depth-first list of operation/webhook entries with their resolved URL (for assertions). */
export function resolvedUrls(item: NavItem | NavRoot): string[] {
  if (item.kind === 'operation' || item.kind === 'webhook') return [item.resolved?.url ?? `(unresolved ${item.jsonPath})`];
  return 'children' in item ? item.children.flatMap(resolvedUrls) : [];
}
