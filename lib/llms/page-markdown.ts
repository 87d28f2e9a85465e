import path from 'node:path';
import { applyVariables } from '../content/apply-variables';
import { readPageSource } from '../content/page-source';
import type { RouteEntry, Site } from '../site/types';
import { buildAgentInstructions } from './agent-instructions';
import { buildOperationSpec, fence } from './operation-spec';

/**
 * What `<page>.md` and `Accept: text/markdown` answer: the page's Markdown, then docs.json
 * `markdown.instructions` as the "Agent Instructions" block (Mintlify ai/markdown-export.mdx:
 * appended to the Markdown of every page). llms-full.txt carries the block once, not per page.
 */
export async function buildPageExport(site: Site, route: RouteEntry): Promise<string> {
  const page = await buildPageMarkdown(site, route);
  const instructions = buildAgentInstructions(site.config);
  return instructions
    ? `${page}
${instructions}
`
    : page;
}

/**
 * The Markdown variant of a page for AI readers: the title and description as a header, then the
 * author's Markdown as written (frontmatter removed, `{{variables}}` filled). API pages get a
 * compact summary of the operation and, unless docs.json `markdown.schema` is `false`, its OpenAPI
 * document (lib/llms/operation-spec.ts), as Mintlify's exports include the specification.
 * `openapi: false` leaves that document out whatever the setting (llms-full.txt: one page's
 * document is up to ~190 KB on GitHub's API, ~21 MB for all of them, too much for one file).
 */
export async function buildPageMarkdown(site: Site, route: RouteEntry, { openapi: withSpec = true } = {}): Promise<string> {
  const head = route.description ? `# ${route.title}\n\n> ${route.description}` : `# ${route.title}`;
  const api = route.method
    ? `\n\n\`${route.method} ${route.path}\`${route.deprecated ? ' (deprecated)' : ''}`
    : route.kind === 'webhook'
      ? `\n\nWebhook \`${route.name}\``
      : '';
  // A URL-hosted spec is named by its URL; a file in the docs folder by the path it is served at.
  const spec = /^https?:\/\//i.test(route.file) ? route.file : `/${route.file.replace(/^content\//, '')}`;
  const document = !withSpec || site.config?.markdown?.schema === false ? undefined : buildOperationSpec(site, route);
  const openapi = document ? `\n\n## OpenAPI\n\n${fence('json', JSON.stringify(document, null, 2))}\n` : '\n';
  if (!/\.mdx?$/.test(route.file)) return `${head}${api}\n\nSpecification: \`${spec}\`${openapi}`;
  const variables = (site.config as { variables?: Record<string, string> } | null)?.variables;
  const body = applyVariables(readPageSource(path.join(site.docsDir, route.file)).body, variables);
  return `${head}${api}\n\n${body.trim()}${openapi}`;
}

/** URL of a route's Markdown variant: `/` → `/index.md`, `/a/b` → `/a/b.md`. */
export function markdownUrl(url: string): string {
  return url === '/' ? '/index.md' : `${url}.md`;
}
