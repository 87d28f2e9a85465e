import { canView, hasGating } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { buildAgentInstructions } from '@/lib/llms/agent-instructions';
import { buildPageMarkdown } from '@/lib/llms/page-markdown';
import { getSite } from '@/lib/site/get-site';
import { isListedForCrawlers } from '@/lib/site/indexing';
import { hrefOf } from '@/lib/site/page-href';

/**
 * `/llms-full.txt`: every page the reader may see, as Markdown, in one file (Mintlify
 * ai/llmstxt.mdx), for AI tools that read a whole site at once. Prerendered for everyone on a site
 * without gating; on a site with gating it is made per request for its reader (getViewerFor),
 * so a member gets their pages and a signed-out reader never sees a gated one.
 */
export async function GET() {
  const site = await getSite();
  const viewer = await getViewerFor(site);
  const routes = site.routes.filter((r) => canView(r, viewer) && isListedForCrawlers(r, site.config));
  // Each API page's OpenAPI document stays in its own `.md` (buildPageMarkdown): all of them would swamp this file.
  const pages = await Promise.all(routes.map((r) => buildPageMarkdown(site, r, { openapi: false })));
  const origin = (process.env.SITE_URL ?? '').replace(/\/$/, '');
  const text = routes.map((r, i) => `${pages[i].trim()}\n\nSource: ${origin}${hrefOf(r.url)}`).join('\n\n---\n\n');
  // docs.json `markdown.instructions`, once, ahead of the pages (Mintlify ai/markdown-export.mdx).
  const instructions = buildAgentInstructions(site.config);
  const headers = { 'content-type': 'text/plain; charset=utf-8', ...(hasGating(site) ? { 'cache-control': 'private, no-store' } : {}) };
  return new Response(instructions ? `${instructions}\n\n${text}\n` : `${text}\n`, { headers });
}
