import path from 'node:path';
import { loadDocsConfig } from '../config/load';
import { searchPlacement, TOP_PLACEMENT, type NavPlacement } from '../config/nav-placement';
import { DEFAULT_API_DIRECTORY, toOpenApiSources } from '../config/openapi-sources';
import { expandOpenApi } from '../openapi/expand';
import { loadSpec } from '../openapi/load';
import type { LoadedSpec } from '../openapi/types';
import { parseApiValue } from '../content/mdx-endpoint';
import { attachFrontmatterApi, toApiRouteEntry } from './api-pages';
import type { OpenApiSource, Problem } from '../config/types';
import { readPageSource } from '../content/page-source';
import { loadDocsIgnore } from '../content/docs-ignore';
import { findPageFile, pageUrl } from '../content/page-file';
import { collectPages } from './collect-pages';
import { collectCustomAssets } from './custom-assets';
import { discoverSpecs } from './discover-specs';
import type { RouteEntry, Site } from './types';
import { ancestorLevels, applyApiAccess, applySchemaAccess, ownAccess, resolveAccess, type AccessLevel } from './route-access';
import { entryOfFile, findUnlistedPages } from './unlisted-pages';
import { findReservedRouteCollisions } from './reserved-routes';
import { loadHandWrittenEndpoints } from './hand-written-endpoints';

/**
 * Loads a docs folder into the route table. Problems are collected, never thrown, so
 * `lectern check` and `next build` can print every one of them, located.
 */
export async function loadSite(docsDir: string): Promise<Site> {
  const dir = path.resolve(docsDir);
  const loaded = await loadDocsConfig(dir);
  const problems: Problem[] = [...loaded.problems];
  const routes: RouteEntry[] = [];
  const byUrl = new Map<string, RouteEntry>();
  const add = (route: RouteEntry) => {
    if (byUrl.has(route.url)) return;
    byUrl.set(route.url, route);
    routes.push(route);
  };
  const assets = collectCustomAssets(dir);
  const table = { docsDir: dir, config: loaded.config, routes, byUrl, problems, assets };
  if (!loaded.nav) return { ...table, nav: null, specs: new Map(), handWrittenEndpoints: new Map() };

  const apiValue = loaded.config?.api?.openapi;
  const apiOpenapi = apiValue === undefined ? [] : toOpenApiSources(apiValue);
  const expanded = await expandOpenApi(loaded.nav, { docsDir: dir, apiOpenapi });
  problems.push(...expanded.problems);
  const nav = expanded.nav;
  const specs: Map<string, LoadedSpec> = expanded.specs;

  const listedFiles = new Set<string>();
  const isIgnored = loadDocsIgnore(dir);
  for (const placed of collectPages(nav)) {
    const { page } = placed;
    const file = findPageFile(dir, page.entry);
    // An ignored file is not part of the site: the entry is as broken as one naming no file.
    if (file && isIgnored(file)) {
      const message = `page "${page.entry}" not found: ${file} is excluded by .mintignore (or Mintlify's default ignored files); remove the entry or the pattern`;
      problems.push({ severity: 'error', file: page.file, path: page.jsonPath, line: page.line, message });
      continue;
    }
    if (!file) {
      problems.push({
        severity: 'error',
        file: page.file,
        path: page.jsonPath,
        line: page.line,
        message: `page "${page.entry}" not found: looked for ${page.entry}.mdx, ${page.entry}.md, content/${page.entry}.mdx and content/${page.entry}.md`,
      });
      continue;
    }
    listedFiles.add(file);
    add(
      readPageRoute(
        dir,
        file,
        page.entry,
        { inNav: true, placement: placed.placement, levels: ancestorLevels(placed.ancestors, nav) },
        problems,
      ),
    );
  }
  // A page docs.json does not list is hidden, and found only with `seo.indexing: all` (indexing.ts).
  const unlisted: NavPlacement = { ...TOP_PLACEMENT, hidden: true, concealed: true };
  for (const file of findUnlistedPages(dir, listedFiles)) {
    add(readPageRoute(dir, file, entryOfFile(file), { inNav: false, placement: unlisted, levels: ancestorLevels([], nav) }, problems));
  }
  const apiPages = routes.filter((r) => r.frontmatter?.openapi !== undefined || r.frontmatter?.['openapi-schema'] !== undefined);
  const defaults = apiOpenapi.length || specs.size || apiPages.length === 0 ? apiOpenapi : await loadDiscoveredSpecs(dir, specs);
  for (const route of apiPages) {
    const key = route.frontmatter?.openapi !== undefined ? 'openapi' : 'openapi-schema';
    await attachFrontmatterApi(route, specs, defaults, dir, problems, route.frontmatterLines?.[key], expanded.failed);
  }
  // After the frontmatter `openapi` pages: a page that became an endpoint page is not hand-written.
  const handWrittenEndpoints = loadHandWrittenEndpoints(dir, routes, loaded.config, problems);
  // Generated pages come after authored ones: an MDX page at the same URL wins.
  for (const api of expanded.routes) add(toApiRouteEntry(api));
  applyApiAccess(routes, nav, specs);
  applySchemaAccess(routes, specs, nav);
  problems.push(...findReservedRouteCollisions(routes));
  return { ...table, nav, specs, handWrittenEndpoints };
}

/** Loads the specs found in the folder into `specs`; they become the default for frontmatter pages. */
async function loadDiscoveredSpecs(dir: string, specs: Map<string, LoadedSpec>): Promise<OpenApiSource[]> {
  const sources: OpenApiSource[] = [];
  for (const source of discoverSpecs(dir)) {
    const loaded = await loadSpec(source, dir);
    if (!loaded.ok) continue;
    specs.set(loaded.spec.source, loaded.spec);
    sources.push({ source: loaded.spec.source, directory: DEFAULT_API_DIRECTORY });
  }
  return sources;
}

/** Where a page sits: listed or not, what its navigation ancestors hide and boost, and their access levels and the root's. */
type Placement = { inNav: boolean; placement: NavPlacement; levels: AccessLevel[] };

function readPageRoute(dir: string, file: string, entry: string, placement: Placement, problems: Problem[]): RouteEntry {
  const fm = readPageSource(path.join(dir, file));
  for (const p of fm.problems) problems.push({ severity: 'error', file, path: p.path, line: p.line, message: p.message });
  const data = fm.data;
  const own = ownAccess(data);
  // A hand-written endpoint page (frontmatter `api`) carries its method and path like a generated
  // one: the sidebar shows the method, search finds it by path, `lectern routes` lists it.
  const api = typeof data.api === 'string' ? parseApiValue(data.api) : undefined;
  return {
    url: pageUrl(entry),
    kind: 'page',
    title: data.title ?? firstHeading(fm.body) ?? titleFromEntry(entry),
    file,
    sidebarTitle: data.sidebarTitle,
    description: data.description,
    icon: data.icon,
    tag: data.tag,
    hidden: placement.placement.hidden || Boolean(data.hidden),
    ...searchPlacement(placement.placement, data.hidden === true),
    noindex: data.noindex,
    inNav: placement.inNav,
    frontmatter: data,
    frontmatterLines: fm.keyLines,
    deprecated: data.deprecated,
    version: data.version,
    ...(api?.ok ? { method: api.method, path: api.path } : {}),
    ...resolveAccess([own.level, ...placement.levels]),
    ...(own.playground ? { playground: own.playground } : {}),
    ...(own.playgroundGroups ? { playgroundGroups: own.playgroundGroups } : {}),
  };
}

function firstHeading(body: string): string | undefined {
  return /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
}

function titleFromEntry(entry: string): string {
  const last = entry.split('/').filter(Boolean).pop() ?? entry;
  const words = (last === 'index' ? (entry.split('/').slice(-2, -1)[0] ?? 'Home') : last).replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
