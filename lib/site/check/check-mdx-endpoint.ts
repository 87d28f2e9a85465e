import type { Problem } from '../../config/types';
import type { RouteEntry } from '../types';
import { findEndpointFields } from '../../content/endpoint-fields';
import { buildMdxEndpoint, isMdxEndpointPage, type MdxApiConfig } from '../../content/mdx-endpoint';
import { parseMdx } from '../../content/parse-mdx';

/**
 * `lectern check` for a hand-written endpoint page (frontmatter `api`): an unusable `api` or
 * `authMethod`, a missing `api.mdx.server`, fields the playground cannot use. All warnings,
 * located at the frontmatter key or the field: the page still renders, at worst without a
 * playground.
 */
export function checkMdxEndpoint(route: RouteEntry, body: string, bodyLine: number, mdx: MdxApiConfig | undefined): Problem[] {
  if (!isMdxEndpointPage(route)) return [];
  const tree = parseMdx(body);
  const { problems } = buildMdxEndpoint({
    api: route.frontmatter?.api,
    authMethod: route.frontmatter?.authMethod,
    mdx,
    fields: tree ? findEndpointFields(tree) : [],
  });
  return problems.map((p) => ({
    severity: 'warning',
    file: route.file,
    path: p.key ? `frontmatter.${p.key}` : '',
    line: p.key ? route.frontmatterLines?.[p.key] : p.line !== undefined ? p.line + bodyLine - 1 : undefined,
    message: p.message,
  }));
}
