/**
 * Resolves one operation or webhook entry of the navigation against its spec: which spec (named,
 * or inherited from the nearest ancestor with `openapi`, or `api.openapi`), which operation, and
 * what page it becomes (URL, title, labels). Entries naming an operation the spec lacks are errors
 * listing the closest paths.
 */
import { searchPlacement, type NavPlacement } from '../config/nav-placement';
import type { NavOperation, NavWebhook, OpenApiSource, Problem } from '../config/types';
import { pageDefaults } from './page-defaults';
import { editDistance } from '../config/did-you-mean';
import { closest, normaliseSpecToken } from './page-entry';
import { findOperation, findWebhook, listOperations, listWebhooks, type OperationEntry } from './operations';
import type { RouteTable } from './route-table';
import type { UrlAllocator } from './route-urls';
import { findSpecs, isFailedSpec, type SpecSet } from './spec-set';
import type { LoadedSpec } from './types';

export type Owner = { element: object; sources: OpenApiSource[] };
export type WalkContext = {
  set: SpecSet;
  urls: UrlAllocator;
  table: RouteTable;
  problems: Problem[];
  apiOpenapi: OpenApiSource[];
  /** Element → spec sources that entries beneath it use (the selective rule). */
  used: Map<object, Set<string>>;
};
export type Here = { version?: string; placement: NavPlacement };
type Candidate = { spec: LoadedSpec; directory: string };

const DEFAULT_DIRECTORY = 'api-reference';

/** Fill `nav.resolved` and add its route; `known` skips the lookup for generated entries. */
export function resolveNavEntry(
  nav: NavOperation | NavWebhook,
  stack: Owner[],
  here: Here,
  ctx: WalkContext,
  known?: Candidate & { entry: OperationEntry },
): void {
  const found = known ?? lookup(nav, stack, ctx);
  if (!found) return;
  const { spec, directory, entry } = found;
  const url = ctx.urls.entryUrl(spec.source, directory, entry, spec.doc);
  const defaults = pageDefaults(entry);
  const ownHidden = defaults.hidden || entry.hidden || entry.excluded;
  const hidden = here.placement.hidden || ownHidden;
  const version = defaults.version ?? here.version;
  nav.resolved = {
    url,
    title: defaults.title,
    spec: spec.source,
    deprecated: defaults.deprecated,
    hidden,
    ...(version ? { version } : {}),
  };
  const search = searchPlacement(here.placement, ownHidden);
  ctx.table.addEntry(
    { spec, directory, entry, url, title: defaults.title, deprecated: defaults.deprecated, hidden, ...search, version },
    nav,
  );
}

/** Mark that an entry beneath `element` uses `source`, so `element` does not bulk-expand it. */
export function markUsed(ctx: WalkContext, element: object, source: string): void {
  let sources = ctx.used.get(element);
  if (!sources) ctx.used.set(element, (sources = new Set()));
  sources.add(source);
}

function lookup(nav: NavOperation | NavWebhook, stack: Owner[], ctx: WalkContext): (Candidate & { entry: OperationEntry }) | undefined {
  const candidates = candidatesFor(nav, stack, ctx);
  if (!candidates) return undefined;
  for (const candidate of candidates) {
    const entry =
      nav.kind === 'webhook' ? findWebhook(candidate.spec.doc, nav.name) : findOperation(candidate.spec.doc, nav.method, nav.path);
    if (entry) {
      for (const owner of stack) if (declares(owner.sources, candidate.spec.source)) markUsed(ctx, owner.element, candidate.spec.source);
      return { ...candidate, entry };
    }
  }
  if (candidates.length) ctx.problems.push(notFound(nav, candidates));
  return undefined;
}

/** Specs an entry may come from, in priority order; undefined after reporting why there are none. */
function candidatesFor(nav: NavOperation | NavWebhook, stack: Owner[], ctx: WalkContext): Candidate[] | undefined {
  const at = { file: nav.file, path: nav.jsonPath, ...(nav.line !== undefined ? { line: nav.line } : {}) };
  if (nav.spec) {
    const specs = findSpecs(ctx.set, nav.spec);
    if (!specs.length) {
      if (!isFailedSpec(ctx.set, nav.spec))
        ctx.problems.push({ severity: 'error', ...at, message: `Unknown spec "${nav.spec}": ${knownSpecs(ctx)}` });
      return undefined;
    }
    return specs.map((spec) => ({ spec, directory: directoryFor(spec.source, stack, ctx) }));
  }
  const owner = stack[stack.length - 1];
  // An unprefixed entry selects from its nearest spec even when it names nothing there.
  if (owner) for (const s of owner.sources) markUsed(ctx, owner.element, normaliseSpecToken(s.source));
  const sources = owner?.sources ?? ctx.apiOpenapi;
  const candidates = sources.flatMap((s) => {
    const spec = ctx.set.specs.get(normaliseSpecToken(s.source));
    return spec ? [{ spec, directory: s.directory }] : [];
  });
  if (!candidates.length && !sources.length) {
    const what = nav.kind === 'webhook' ? `webhook ${nav.name}` : `${nav.method} ${nav.path}`;
    ctx.problems.push({
      severity: 'error',
      ...at,
      message: `"${what}" needs an OpenAPI spec: set \`openapi\` on an enclosing element or \`api.openapi\`, or write "<spec> ${what}"`,
    });
  }
  return candidates;
}

function declares(sources: OpenApiSource[], source: string): boolean {
  return sources.some((s) => normaliseSpecToken(s.source) === source);
}

function directoryFor(source: string, stack: Owner[], ctx: WalkContext): string {
  for (let i = stack.length - 1; i >= 0; i--) {
    const hit = stack[i].sources.find((s) => normaliseSpecToken(s.source) === source);
    if (hit) return hit.directory;
  }
  return ctx.apiOpenapi.find((s) => normaliseSpecToken(s.source) === source)?.directory ?? DEFAULT_DIRECTORY;
}

function knownSpecs(ctx: WalkContext): string {
  const names = [...ctx.set.specs.keys()];
  return names.length ? `known specs are ${names.join(', ')} (name one by path or file stem)` : 'no spec is declared in docs.json';
}

function notFound(nav: NavOperation | NavWebhook, candidates: Candidate[]): Problem {
  const files = candidates.map((c) => c.spec.file).join(', ');
  const { what, hint } = describeMissing(nav, candidates);
  return { severity: 'error', file: nav.file, path: nav.jsonPath, line: nav.line, message: `${what} is not in ${files}${hint}` };
}

/** What is missing (`Webhook "x"`, `Operation "GET /y"`), and the closest names the candidates do have. */
function describeMissing(nav: NavOperation | NavWebhook, candidates: Candidate[]): { what: string; hint: string } {
  if (nav.kind === 'webhook') {
    const names = candidates.flatMap((c) => listWebhooks(c.spec.doc).map((w) => w.name ?? ''));
    return {
      what: `Webhook "${nav.name}"`,
      hint: names.length ? `; closest: ${closest(nav.name, names).join(', ')}` : '; it has no webhooks',
    };
  }
  const ops = candidates.flatMap((c) => listOperations(c.spec.doc));
  // Rank by path first: a method typo is a smaller mistake than a path typo.
  const score = (o: OperationEntry) => editDistance(nav.path, o.path) + (o.method === nav.method ? 0 : 0.5);
  const ranked = [...ops].sort((a, b) => score(a) - score(b)).slice(0, 3);
  const hint = ops.length ? `; closest: ${ranked.map((o) => `${o.method} ${o.path}`).join(', ')}` : '; it has no operations';
  return { what: `Operation "${nav.method} ${nav.path}"`, hint };
}
