import type { RouteEntry, Site } from '../site/types';
import { isListedForCrawlers } from '../site/indexing';
import { hrefOf } from '../site/page-href';
import { buildAgentInstructions } from './agent-instructions';
import { markdownUrl } from './page-markdown';

/**
 * `llms.txt` (llmstxt.org): the site's name, description, agent instructions, then every listed page as a Markdown
 * link to its `.md` variant with its description, grouped by kind so API pages stand apart.
 */
export function buildLlmsTxt(site: Site, routes: RouteEntry[], origin: string): string {
  const config = site.config as { name?: string; description?: string } | null;
  const lines = [`# ${config?.name ?? 'Documentation'}`, ''];
  if (config?.description) lines.push(`> ${config.description}`, '');
  // docs.json `markdown.instructions`, after the title and description (Mintlify ai/markdown-export.mdx).
  const instructions = buildAgentInstructions(site.config);
  if (instructions) lines.push(instructions, '');
  const visible = routes.filter((r) => isListedForCrawlers(r, site.config));
  const section = (title: string, items: RouteEntry[]) => {
    if (items.length === 0) return;
    lines.push(`## ${title}`, '');
    for (const r of items)
      lines.push(`- [${r.title}](${origin}${hrefOf(markdownUrl(r.url))})${r.description ? `: ${r.description.replace(/\s+/g, ' ')}` : ''}`);
    lines.push('');
  };
  section(
    'Docs',
    visible.filter((r) => r.kind === 'page'),
  );
  section(
    'API reference',
    visible.filter((r) => r.kind !== 'page'),
  );
  return lines.join('\n');
}
