import { extensionGroups } from '../openapi/extensions';
import type { NavItem, NavRoot } from '../config/types';
import { findOperation, findWebhook, type OperationEntry } from '../openapi/operations';
import { reachableComponents } from '../openapi/reachable-components';
import type { LoadedSpec } from '../openapi/types';
import type { PlaygroundDisplay, RouteEntry } from './types';

/** The access fields one element sets: a page's frontmatter, a navigation element, the root, `x-docs.metadata`. */
export type AccessLevel = { public?: boolean; groups?: string[] };

/** What a route ends up with: `groups` gates the page; `public` says whether signed-out readers may see it. */
export type RouteAccess = { public?: boolean; groups?: string[] };

/**
 * Resolves a page's access from its levels, nearest first (the page itself, then its navigation
 * ancestors from the innermost out, then the docs.json root). The nearest level that sets
 * `groups` or `public` decides, so `public: true` on a page opens it inside a gated tab, and
 * `groups` on a page gates it inside a public group. On one level, `groups` beats `public`:
 * a contradictory element stays closed.
 */
export function resolveAccess(levels: AccessLevel[]): RouteAccess {
  for (const level of levels) {
    if (level.groups?.length) return { groups: [...level.groups] };
    if (level.public !== undefined) return { public: level.public };
  }
  return {};
}

/**
 * The page's own level and its playground rule from frontmatter or `x-docs.metadata`
 * (docs/docs-json.md "Access"): with `playground: auth`, `groups` names who gets the playground, not who sees
 * the page; otherwise `groups` gates the page itself.
 */
export function ownAccess(meta: Record<string, unknown> | undefined): {
  level: AccessLevel;
  playground?: PlaygroundDisplay;
  playgroundGroups?: string[];
} {
  const groups = Array.isArray(meta?.groups) ? meta.groups.filter((g): g is string => typeof g === 'string' && g !== '') : undefined;
  const pub = typeof meta?.public === 'boolean' ? meta.public : undefined;
  const raw = meta?.playground;
  const playground = raw === 'interactive' || raw === 'simple' || raw === 'auth' || raw === 'none' ? raw : undefined;
  if (playground === 'auth') return { level: { public: pub }, playground, playgroundGroups: groups?.length ? groups : undefined };
  return { level: { public: pub, groups: groups?.length ? groups : undefined }, playground };
}

/** Access levels of a chain of navigation ancestors (outermost first), nearest first. */
export function ancestorLevels(ancestors: NavItem[], root: NavRoot): AccessLevel[] {
  const levels: AccessLevel[] = [];
  for (const a of [...ancestors].reverse())
    if ('public' in a || 'groups' in a)
      levels.push({ public: 'public' in a ? a.public : undefined, groups: 'groups' in a ? a.groups : undefined });
  levels.push({ public: root.public, groups: root.groups });
  return levels;
}

/**
 * Gives generated endpoint and webhook routes their access: from the navigation elements that
 * list them and from the operation's `x-docs.metadata` (which overrides frontmatter fields of
 * the generated page, docs/docs-json.md "Extensions"). Schema pages are handled by `applySchemaAccess`.
 */
export function applyApiAccess(routes: RouteEntry[], nav: NavRoot, specs: Map<string, LoadedSpec>): void {
  const byUrl = new Map(routes.filter((r) => r.kind === 'endpoint' || r.kind === 'webhook').map((r) => [r.url, r]));
  const placed = new Map<string, NavItem[]>();
  const walk = (items: NavItem[], ancestors: NavItem[]) => {
    for (const item of items) {
      if ((item.kind === 'operation' || item.kind === 'webhook') && item.resolved && !placed.has(item.resolved.url))
        placed.set(item.resolved.url, ancestors);
      else if ('children' in item) walk(item.children, [...ancestors, item]);
    }
  };
  walk(nav.children, []);
  for (const route of byUrl.values()) {
    if (route.frontmatter) continue; // an MDX page with `openapi:` frontmatter already has its access
    const entry = operationOf(route, specs);
    // `x-docs.metadata.groups` (any frontmatter field) first, then `x-mint.groups` on the operation,
    // its path item or the Paths Object, as Mintlify's personalization reads it.
    const paths = route.spec ? specs.get(route.spec)?.doc.paths : undefined;
    const groups = entry && extensionGroups(entry.operation, entry.pathItem, route.kind === 'webhook' ? undefined : paths);
    const own = ownAccess(entry?.xDocs.metadata);
    // They gate the page itself, even beside `playground: auth` (whose `groups` name the playground's users).
    if (groups && !own.level.groups) own.level.groups = groups;
    Object.assign(route, resolveAccess([own.level, ...ancestorLevels(placed.get(route.url) ?? [], nav)]));
    if (own.playground) route.playground = own.playground;
    if (own.playgroundGroups) route.playgroundGroups = own.playgroundGroups;
  }
}

/**
 * A generated schema page is gated like the operations that use it: a schema reached only from
 * gated operations is visible to members of any of their groups, so a gated operation's body
 * fields never show on a public schema page. A schema no page uses, or one a non-gated operation
 * uses, follows the docs.json root.
 */
export function applySchemaAccess(routes: RouteEntry[], specs: Map<string, LoadedSpec>, nav: NavRoot): void {
  const rootAccess = resolveAccess(ancestorLevels([], nav));
  const usersBySpec = new Map<string, Map<string, RouteEntry[]>>();
  const usersOf = (specKey: string): Map<string, RouteEntry[]> => {
    let users = usersBySpec.get(specKey);
    if (users) return users;
    users = new Map();
    usersBySpec.set(specKey, users);
    const doc = specs.get(specKey)?.doc;
    if (!doc) return users;
    for (const route of routes) {
      if (route.spec !== specKey || (route.kind !== 'endpoint' && route.kind !== 'webhook')) continue;
      const entry = operationOf(route, specs);
      if (!entry) continue;
      for (const key of reachableComponents(doc, [entry.operation, entry.pathItem.parameters])) {
        if (!key.startsWith('schemas/')) continue;
        const list = users.get(key) ?? [];
        list.push(route);
        users.set(key, list);
      }
    }
    return users;
  };
  for (const route of routes) {
    if (route.kind !== 'schema' || route.frontmatter || !route.spec) continue;
    const users = usersOf(route.spec).get(`schemas/${route.name}`) ?? [];
    const open = users.filter((u) => !u.groups?.length);
    let access: RouteAccess;
    if (users.length === 0) access = rootAccess;
    else if (open.length)
      access = { public: open.some((u) => u.public !== false) ? (open.some((u) => u.public === true) ? true : rootAccess.public) : false };
    else access = { groups: [...new Set(users.flatMap((u) => u.groups ?? []))] };
    delete route.public;
    delete route.groups;
    Object.assign(route, JSON.parse(JSON.stringify(access)));
  }
}

/** The operation or webhook behind an endpoint or webhook route. */
export function operationOf(
  route: Pick<RouteEntry, 'kind' | 'spec' | 'method' | 'path' | 'name'>,
  specs: Map<string, LoadedSpec>,
): OperationEntry | undefined {
  const doc = route.spec ? specs.get(route.spec)?.doc : undefined;
  if (!doc) return undefined;
  return route.kind === 'webhook' ? findWebhook(doc, route.name ?? '') : findOperation(doc, route.method ?? '', route.path ?? '');
}
