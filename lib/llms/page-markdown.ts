import path from 'node:path';
import { applyVariables } from '../content/apply-variables';
import { readPageSource } from '../content/page-source';
import type { RouteEntry, Site } from '../site/types';

/**
 * The Markdown variant of a page (`<page>.md`) for AI readers: the title and description as a
 * header, then the author's Markdown as written (frontmatter removed, `{{variables}}` filled).
 * Generated API pages get a compact Markdown summary of the operation.
 */
export async function buildPageMarkdown(site: Site, route: RouteEntry): Promise<string> {
  const head = route.description ? `# ${route.title}\n\n> ${route.description}` : `# ${route.title}`;
  const api = route.method
    ? `\n\n\`${route.method} ${route.path}\`${route.deprecated ? ' (deprecated)' : ''}`
    : route.kind === 'webhook'
      ? `\n\nWebhook \`${route.name}\``
      : '';
  // A URL-hosted spec is named by its URL; a file in the docs folder by the path it is served at.
  const spec = /^https?:\/\//i.test(route.file) ? route.file : `/${route.file.replace(/^content\//, '')}`;
  if (!/\.mdx?$/.test(route.file)) return `${head}${api}\n\nSpecification: \`${spec}\`\n`;
  const variables = (site.config as { variables?: Record<string, string> } | null)?.variables;
  const body = applyVariables(readPageSource(path.join(site.docsDir, route.file)).body, variables);
  return `${head}${api}\n\n${body.trim()}\n`;
}

/** URL of a route's Markdown variant: `/` → `/index.md`, `/a/b` → `/a/b.md`. */
export function markdownUrl(url: string): string {
  return url === '/' ? '/index.md' : `${url}.md`;
}
