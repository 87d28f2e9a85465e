import type { OpenApiSource, Problem } from '../config/types';
import { resolveOpenApiFrontmatter } from '../openapi/frontmatter';
import { normaliseSpecToken, parseOperationRef, parseSchemaRef, specMatches } from '../openapi/page-entry';
import { pageDefaults } from '../openapi/page-defaults';
import { toPlainText } from '../content/markdown-text';
import type { ApiRoute, LoadedSpec } from '../openapi/types';
import type { RouteEntry } from './types';

/** A generated endpoint, webhook or schema page as a route-table row. */
export function toApiRouteEntry(route: ApiRoute): RouteEntry {
  return {
    url: route.url,
    kind: route.kind,
    title: route.title,
    file: route.file,
    hidden: route.hidden || route.kind === 'schema',
    ...(route.findable ? { findable: route.findable } : {}),
    ...(route.navBoost !== undefined ? { navBoost: route.navBoost } : {}),
    inNav: route.kind !== 'schema' && !route.hidden,
    method: route.method,
    path: route.path,
    name: route.name,
    spec: route.spec,
    deprecated: route.deprecated,
    version: route.version,
    ...(route.description ? { description: summarize(route.description) } : {}),
    ...(route.sidebarTitle ? { sidebarTitle: route.sidebarTitle } : {}),
  };
}

/**
 * A generated page's description as the route table keeps it: the first paragraph of the
 * operation's Markdown as plain text, at most 300 characters. It becomes the page's meta
 * description, its `llms.txt` line and its search text; the page itself renders the whole thing.
 */
export function summarize(markdown: string): string {
  const first = toPlainText(markdown.trim().split(/\n\s*\n/)[0] ?? '');
  if (first.length <= 300) return first;
  const cut = first.slice(0, 299);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : 299)}…`;
}

/**
 * Pages whose frontmatter names an operation (`openapi`) or a schema (`openapi-schema`) become
 * endpoint, webhook or schema pages that keep their MDX body. A value naming nothing is an error
 * at the frontmatter key, listing the closest operations.
 */
export async function attachFrontmatterApi(
  route: RouteEntry,
  specs: Map<string, LoadedSpec>,
  apiOpenapi: OpenApiSource[],
  docsDir: string,
  problems: Problem[],
  line?: number,
  failed?: FailedSpecs,
): Promise<void> {
  const fm = route.frontmatter ?? {};
  const key = fm.openapi !== undefined ? 'openapi' : fm['openapi-schema'] !== undefined ? 'openapi-schema' : undefined;
  if (!key) return;
  const resolved = await resolveOpenApiFrontmatter(fm[key], key, specs, apiOpenapi, { docsDir });
  if (!resolved.ok) {
    // A spec that did not load is reported once, where it is declared; its pages only say so.
    const source = failed && failedDependency(fm[key], key, failed);
    if (source) {
      const why = failed.skipped.has(source) ? 'which was not fetched (--offline)' : 'which failed to load (see its error)';
      problems.push({ severity: 'warning', file: route.file, path: `frontmatter.${key}`, line, message: `depends on ${source}, ${why}` });
      return;
    }
    // A spec that exists but lacks the operation is content drift (translated specs lag behind):
    // the page still renders its own text, so it is a warning. A spec that cannot be found is an error.
    const drift = /names nothing in/.test(resolved.message);
    problems.push({
      severity: drift ? 'warning' : 'error',
      file: route.file,
      path: `frontmatter.${key}`,
      line,
      message: drift ? `${resolved.message}; the page renders without its API reference` : resolved.message,
    });
    return;
  }
  const target = resolved.target;
  route.spec = target.spec.source;
  if (target.kind === 'schema') {
    Object.assign(route, { kind: 'schema', name: target.name });
    if (!fm.title) route.title = target.name;
    return;
  }
  const defaults = pageDefaults(target.entry);
  Object.assign(route, { kind: target.kind, method: target.entry.method, path: target.entry.path, name: target.entry.name });
  if (!fm.title) route.title = defaults.title;
  if (!fm.description && defaults.description) route.description = defaults.description;
  if (fm.deprecated === undefined) route.deprecated = defaults.deprecated;
}

/** Declared specs that did not load (lib/openapi/expand.ts). */
export type FailedSpecs = { sources: Set<string>; skipped: Set<string> };

/**
 * The failed spec a frontmatter value depends on: the one it names, or, when it names none and
 * no loaded spec has its target, a failed one it may have meant (the first declared).
 */
function failedDependency(value: unknown, key: 'openapi' | 'openapi-schema', failed: FailedSpecs): string | undefined {
  if (typeof value !== 'string' || failed.sources.size === 0) return undefined;
  const ref = key === 'openapi' ? parseOperationRef(value, true) : parseSchemaRef(value);
  if (!ref) return undefined;
  if (!ref.spec) return [...failed.sources][0];
  const wanted = normaliseSpecToken(ref.spec);
  return [...failed.sources].find((source) => source === wanted || specMatches(wanted, { source, file: source }));
}
