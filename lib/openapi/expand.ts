/**
 * OpenAPI expansion of the navigation tree (docs/docs-json.md "`openapi` on navigation elements",
 * seed): inheritance by nearest ancestor, the bulk and the selective rule, arrays of specs (all
 * of them, not only the first), and `resolved` filled on every operation and webhook entry. The
 * route table rows for endpoint, webhook and schema pages come out of the same walk, so the
 * sidebar and the routes cannot disagree.
 */
import { placementBelow, TOP_PLACEMENT, type NavPlacement } from '../config/nav-placement';
import type { NavItem, NavRoot, OpenApiSource, Problem } from '../config/types';
import { groupByTag, pageEntries, toNavEntry } from './bulk';
import { normaliseSpecToken } from './page-entry';
import { createRouteTable } from './route-table';
import { distinguishSiblingTitles } from './sibling-titles';
import { markUsed, resolveNavEntry, type Here, type Owner, type WalkContext } from './resolve-entry';
import { createUrlAllocator } from './route-urls';
import { collectDeclarations, loadSpecSet } from './spec-set';
import type { ApiRoute, LoadedSpec } from './types';

export type ExpandOptions = {
  docsDir: string;
  /** `api.openapi`: specs for entries and frontmatter pages that name none. */
  apiOpenapi?: OpenApiSource[];
  /** Generate `/<directory>/schemas/<name>` pages for `components.schemas` (default true). */
  schemaPages?: boolean;
};

export type ExpandResult = {
  nav: NavRoot;
  routes: ApiRoute[];
  specs: Map<string, LoadedSpec>;
  problems: Problem[];
  /** Declared specs that did not load (each reported once), and which of them were skipped on purpose. */
  failed: { sources: Set<string>; skipped: Set<string> };
};

type Container = Extract<NavItem, { children: NavItem[] }> | NavRoot;

/** Expand every `openapi` in the tree into pages; the input tree is not modified. */
export async function expandOpenApi(input: NavRoot, opts: ExpandOptions): Promise<ExpandResult> {
  const nav = structuredClone(input);
  const { set, problems } = await loadSpecSet(collectDeclarations(nav, opts.apiOpenapi), opts.docsDir);
  const urls = createUrlAllocator();
  const table = createRouteTable(problems);
  const ctx: WalkContext = { set, urls, table, problems, apiOpenapi: opts.apiOpenapi ?? [], used: new Map() };

  const walk = (item: Container, owners: Owner[], version: string | undefined, above: NavPlacement): void => {
    const own = item.openapi?.length ? { element: item as object, sources: item.openapi } : undefined;
    const stack = own ? [...owners, own] : owners;
    const here = {
      version: item.kind === 'version' ? (item.code ?? item.label) : version,
      placement: placementBelow(above, item),
    };
    for (const child of item.children) {
      if (child.kind === 'operation' || child.kind === 'webhook') resolveNavEntry(child, stack, here, ctx);
      else if ('children' in child) walk(child, stack, here.version, here.placement);
    }
    if (own) for (const source of own.sources) bulk(item, source, stack, here);
  };

  const bulk = (item: Container, declared: OpenApiSource, stack: Owner[], here: Here): void => {
    const source = normaliseSpecToken(declared.source);
    const spec = set.specs.get(source);
    if (!spec || ctx.used.get(item)?.has(source)) return;
    for (const owner of stack) if (owner.sources.some((s) => normaliseSpecToken(s.source) === source)) markUsed(ctx, owner.element, source);
    const at = { jsonPath: item.jsonPath, file: item.file };
    const entries = pageEntries(spec.doc);
    const generated = entries.map((entry) => {
      const nav = toNavEntry(entry, source, at);
      resolveNavEntry(nav, stack, here, ctx, { spec, directory: declared.directory, entry });
      return { entry, nav };
    });
    if (item.kind === 'group') item.children.push(...generated.map((g) => g.nav));
    else if (item.children.some(isDivision)) {
      problems.push({
        severity: 'warning',
        file: item.file,
        path: `${item.jsonPath}.openapi`,
        message: `${source} has no operation entries here and this element holds tabs/anchors/versions: its ${entries.length} pages get URLs but no sidebar entries. Put \`openapi\` on the tab or group that should list them`,
      });
    } else item.children.push(...groupByTag(spec.doc, generated, at));
  };

  walk(nav, [], undefined, TOP_PLACEMENT);
  distinguishSiblingTitles(nav, (url, title) => table.retitle(url, title));
  if (opts.schemaPages !== false) table.addSchemaPages(set.specs, (opts.apiOpenapi ?? []).map(normaliseSource), urls);
  return { nav, routes: table.routes(), specs: set.specs, problems, failed: { sources: set.failed, skipped: set.skipped } };
}

function isDivision(item: NavItem): boolean {
  return !['group', 'page', 'operation', 'webhook', 'link'].includes(item.kind);
}

function normaliseSource(s: OpenApiSource): OpenApiSource {
  return { source: normaliseSpecToken(s.source), directory: s.directory };
}
