/**
 * Loads every spec a navigation tree mentions, once and concurrently: sources declared with
 * `openapi` on elements, `api.openapi` defaults, and specs named inside page entries. A spec
 * that cannot be found is reported where it was declared (docs.json), not inside itself.
 */
import type { NavItem, NavRoot, OpenApiSource, Problem } from '../config/types';
import { loadSpec } from './load';
import { normaliseSpecToken, specMatches } from './page-entry';
import type { LoadedSpec } from './types';

export type Declaration = { source: string; file: string; jsonPath: string };

export type SpecSet = {
  /** Loaded specs by source as declared. */
  specs: Map<string, LoadedSpec>;
  /** Sources that were declared but failed to load (their problems are already reported). */
  failed: Set<string>;
  /** Of those, the ones skipped on purpose (`--offline`): what depends on them is not an error. */
  skipped: Set<string>;
};

/** Every spec source the tree declares or names, in order of first appearance. */
export function collectDeclarations(nav: NavRoot, apiOpenapi: OpenApiSource[] = []): Declaration[] {
  const out: Declaration[] = [];
  const declared = (sources: OpenApiSource[] | undefined, file: string, jsonPath: string) => {
    for (const s of sources ?? []) out.push({ source: normaliseSpecToken(s.source), file, jsonPath: `${jsonPath}.openapi` });
  };
  const visit = (item: NavItem | NavRoot): void => {
    if (item.kind === 'operation' || item.kind === 'webhook') {
      if (item.spec) out.push({ source: normaliseSpecToken(item.spec), file: item.file, jsonPath: item.jsonPath });
      return;
    }
    if (item.kind === 'page') return;
    declared(item.openapi, item.file, item.jsonPath);
    if ('children' in item) item.children.forEach(visit);
  };
  visit(nav);
  declared(apiOpenapi, 'docs.json', 'api');
  return out;
}

/** Load the declared specs (entry spec tokens that only name a stem are matched, not loaded). */
export async function loadSpecSet(declarations: Declaration[], docsDir: string): Promise<{ set: SpecSet; problems: Problem[] }> {
  const first = new Map<string, Declaration>();
  for (const d of declarations) if (!first.has(d.source)) first.set(d.source, d);
  const isStem = (token: string) => !/[./]/.test(token);
  const toLoad = [...first.values()].filter((d) => !isStem(d.source));
  const results = await Promise.all(toLoad.map((d) => loadSpec(d.source, docsDir)));
  const set: SpecSet = { specs: new Map(), failed: new Set(), skipped: new Set() };
  const problems: Problem[] = [];
  results.forEach((result, i) => {
    const d = toLoad[i];
    if (result.ok) {
      problems.push(...(result.warnings ?? []));
      return void set.specs.set(d.source, result.spec);
    }
    set.failed.add(d.source);
    if (result.skipped) set.skipped.add(d.source);
    // "Not found" and fetch failures are about the declaration, so point at it.
    for (const p of result.problems) problems.push(result.unreadable ? { ...p, file: d.file, path: d.jsonPath } : p);
  });
  return { set, problems };
}

/** Specs a token (path or stem) names, in declaration order. */
export function findSpecs(set: SpecSet, token: string): LoadedSpec[] {
  return [...set.specs.values()].filter((spec) => specMatches(token, spec));
}

/** Did this token name a spec that failed to load (so the entry needs no second problem)? */
export function isFailedSpec(set: SpecSet, token: string): boolean {
  const wanted = normaliseSpecToken(token);
  return [...set.failed].some((source) => source === wanted || specMatches(wanted, { source, file: source }));
}
