import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { canView } from '../auth/access';
import type { Viewer } from '../auth/viewer';
import { buildPageMarkdown } from '../llms/page-markdown';
import { searchSite } from '../search/search-site';
import { urlOfHref } from '../site/page-href';
import { indexAliasOf } from '../site/redirects';
import type { Site } from '../site/types';

/**
 * The docs' MCP server for one request's reader (official SDK): `search_docs` searches as the
 * site's search box does (lib/search, server-side index) and `read_page` returns a page as Markdown.
 * Both see only the pages `viewer` may view, checked per hit and per read exactly as
 * `/api/search` and `<page>.md` check them: a gated page is never named in a result, and reading
 * it answers as a missing page does.
 */
export function buildDocsMcpServer(site: Site, viewer: Viewer, origin: string): McpServer {
  const name = (site.config as { name?: string } | null)?.name ?? 'Documentation';
  const server = new McpServer({ name: `${name} docs`, version: '1.0.0' });
  const visible = (url: string) => {
    const route = site.byUrl.get(url) ?? site.byUrl.get(indexAliasOf(url) ?? '');
    return route && canView(route, viewer) ? route : undefined;
  };

  server.registerTool(
    'search_docs',
    {
      title: `Search ${name}`,
      description: `Search the ${name} documentation. Returns matching sections with their title, URL and a snippet; read a whole page with read_page.`,
      inputSchema: {
        query: z.string().min(1).max(200).describe('What to look for, in words'),
        limit: z.number().int().min(1).max(20).optional().describe('At most this many results (default 10)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      const hits = await searchSite(site, query, (route) => canView(route, viewer), limit ?? 10);
      const results = hits.map((h) => ({
        title: h.heading ? `${h.title} › ${h.heading}` : h.title,
        url: `${origin}${h.url}`,
        path: h.url.split('#')[0],
        snippet: h.snippet,
      }));
      const text = results.length
        ? results.map((r) => `## ${r.title}\n${r.url}\n${r.snippet ?? ''}`.trim()).join('\n\n')
        : `No results for "${query}".`;
      return { content: [{ type: 'text', text }], structuredContent: { results } };
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description: `Read one page of the ${name} documentation as Markdown, by its path (as search_docs returns it, e.g. "/quickstart").`,
      inputSchema: { path: z.string().min(1).max(2048).describe('The page path, starting with "/"') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path }) => {
      const url = urlOfHref(
        `/${path
          .replace(/^https?:\/\/[^/]+/i, '')
          .split(/[?#]/)[0]
          .replace(/^\/+|\/+$/g, '')
          .replace(/\.md$/, '')}`,
      );
      const route = visible(url);
      if (!route)
        return {
          content: [{ type: 'text', text: `There is no page ${url} in these docs. Use search_docs to find pages.` }],
          isError: true,
        };
      return { content: [{ type: 'text', text: await buildPageMarkdown(site, route) }] };
    },
  );
  return server;
}
