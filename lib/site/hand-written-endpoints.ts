import path from 'node:path';
import type { DocsConfig } from '../config/schema';
import type { Problem } from '../config/types';
import { applyVariables } from '../content/apply-variables';
import { findEndpointFields, type EndpointField } from '../content/endpoint-fields';
import { buildMdxEndpoint, isMdxEndpointPage, type MdxEndpointProblem } from '../content/mdx-endpoint';
import { readPageSource } from '../content/page-source';
import { parseMdx } from '../content/parse-mdx';
import type { RouteEntry, SiteOperation } from './types';

/**
 * Registers every hand-written endpoint page (frontmatter `api`, docs/docs-json.md `api.mdx`) once,
 * when the site loads: the page's `ParamField`s (after docs.json `variables`, as the reader sees
 * them) become its synthetic operation, kept by URL for the playground and the proxy. The render
 * used to parse the page for its fields on every request, and `lectern check` parsed it once more.
 * Problems are located warnings at the frontmatter key or the field: the page still renders, at
 * worst without a playground.
 */
export function loadHandWrittenEndpoints(docsDir: string, routes: RouteEntry[], config: DocsConfig | null, problems: Problem[]) {
  const endpoints = new Map<string, SiteOperation>();
  for (const route of routes.filter(isMdxEndpointPage)) {
    const page = readPageSource(path.join(docsDir, route.file));
    const tree = parseMdx(applyVariables(page.body, config?.variables));
    const built = toHandWrittenEndpoint(route, tree ? findEndpointFields(tree) : [], config);
    if (built.operation) endpoints.set(route.url, built.operation);
    problems.push(...built.problems.map((p) => locate(p, route, page.bodyLine)));
  }
  return endpoints;
}

/**
 * The synthetic operation of one hand-written page from its fields, and what was wrong on the way.
 * Pure: the proxy's tests build their pages' operations with it, without a docs folder.
 */
export function toHandWrittenEndpoint(
  route: RouteEntry,
  fields: EndpointField[],
  config: Pick<DocsConfig, 'api'> | null,
): { operation?: SiteOperation; problems: MdxEndpointProblem[] } {
  const mdx = config?.api?.mdx;
  const fm = route.frontmatter;
  const { endpoint, problems } = buildMdxEndpoint({ api: fm?.api, authMethod: fm?.authMethod, title: route.title, mdx, fields });
  if (!endpoint) return { problems };
  // One credential store for every hand-written page on the same servers (docs.json `api.mdx.auth` is site-wide).
  const source = `api.mdx ${(endpoint.doc.servers as { url: string }[]).map((s) => s.url).join(' ')}`.trim();
  const spec = { source, file: route.file, format: 'yaml' as const, version: '3.1' as const, doc: endpoint.doc };
  return { operation: { spec, entry: endpoint.entry }, problems };
}

/** A builder problem as `lectern check` prints it: at the frontmatter key, or at the field's line in the file. */
function locate(p: MdxEndpointProblem, route: RouteEntry, bodyLine: number): Problem {
  return {
    severity: 'warning',
    file: route.file,
    path: p.key ? `frontmatter.${p.key}` : '',
    line: p.key ? route.frontmatterLines?.[p.key] : p.line !== undefined ? p.line + bodyLine - 1 : undefined,
    message: p.message,
  };
}
