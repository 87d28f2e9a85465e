/**
 * Collects route rows while the navigation is expanded: one row per page URL (an operation listed
 * twice is one page), schema pages per (spec, directory) pair that produced pages, and a warning
 * when two different pages claim one URL (e.g. an `x-docs.href` onto a generated URL).
 */
import type { SearchPlacement } from '../config/nav-placement';
import type { NavOperation, NavWebhook, OpenApiSource, Problem } from '../config/types';
import type { OperationEntry } from './operations';
import { listSchemaNames } from './operations';
import { pageDefaults } from './page-defaults';
import type { UrlAllocator } from './route-urls';
import type { ApiRoute, LoadedSpec } from './types';

export type RoutedEntry = SearchPlacement & {
  spec: LoadedSpec;
  directory: string;
  entry: OperationEntry;
  url: string;
  title: string;
  deprecated: boolean;
  hidden: boolean;
  version?: string;
};

export type RouteTable = {
  addEntry(row: RoutedEntry, nav: NavOperation | NavWebhook): void;
  /** Schema pages for every pair that produced pages and every `api.openapi` pair. */
  addSchemaPages(specs: Map<string, LoadedSpec>, extraPairs: OpenApiSource[], urls: UrlAllocator): void;
  /** Give the page at `url` another title (siblings told apart: sibling-titles.ts). */
  retitle(url: string, title: string): void;
  routes(): ApiRoute[];
};

/** A route table that reports URL conflicts into `problems`. */
export function createRouteTable(problems: Problem[]): RouteTable {
  const rows = new Map<string, ApiRoute>();
  const pairs = new Map<string, { source: string; directory: string }>();
  const identity = (r: ApiRoute) => `${r.kind} ${r.spec} ${r.method ?? ''} ${r.path ?? ''} ${r.name ?? ''}`;

  const add = (route: ApiRoute, at?: { file: string; jsonPath: string }) => {
    const existing = rows.get(route.url);
    if (!existing) return void rows.set(route.url, route);
    if (identity(existing) !== identity(route)) {
      const message = `Two pages claim ${route.url}: ${describe(existing)} and ${describe(route)} (check x-docs.href)`;
      problems.push({ severity: 'warning', file: at?.file ?? route.file, path: at?.jsonPath ?? '', message });
      return;
    }
    // Listed twice: the page is hidden only if every listing hides it, found if any listing
    // keeps it found, and ranked by its most boosted listing.
    existing.hidden &&= route.hidden;
    if (route.findable) existing.findable = true;
    if ((route.navBoost ?? 1) > (existing.navBoost ?? 1)) existing.navBoost = route.navBoost;
  };

  return {
    addEntry(row, nav) {
      const { spec, entry } = row;
      pairs.set(`${spec.source}\0${row.directory}`, { source: spec.source, directory: row.directory });
      const { description, sidebarTitle } = pageDefaults(entry);
      const base = {
        url: row.url,
        title: row.title,
        file: spec.file,
        spec: spec.source,
        deprecated: row.deprecated,
        hidden: row.hidden,
        ...(row.findable ? { findable: row.findable } : {}),
        ...(row.navBoost !== undefined ? { navBoost: row.navBoost } : {}),
        ...(row.version ? { version: row.version } : {}),
        ...(description ? { description } : {}),
        ...(sidebarTitle ? { sidebarTitle } : {}),
      };
      const route: ApiRoute =
        entry.kind === 'webhook'
          ? { ...base, kind: 'webhook', method: entry.method, name: entry.name }
          : { ...base, kind: 'endpoint', method: entry.method, path: entry.path };
      add(route, nav);
    },
    addSchemaPages(specs, extraPairs, urls) {
      for (const s of extraPairs) pairs.set(`${s.source}\0${s.directory}`, s);
      for (const { source, directory } of pairs.values()) {
        const spec = specs.get(source);
        if (!spec) continue;
        for (const name of listSchemaNames(spec.doc)) {
          const url = urls.schemaUrl(source, directory, name);
          add({ url, kind: 'schema', title: name, file: spec.file, name, spec: source, deprecated: false, hidden: false });
        }
      }
    },
    retitle(url, title) {
      const row = rows.get(url);
      if (row) row.title = title;
    },
    routes: () => [...rows.values()],
  };
}

function describe(route: ApiRoute): string {
  if (route.kind === 'endpoint') return `${route.method} ${route.path} (${route.spec})`;
  return `${route.kind} ${route.name} (${route.spec})`;
}
