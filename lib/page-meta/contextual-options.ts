/** One entry of the page's contextual menu, resolved on the server; the browser fills in its URLs. */
export type PageAction =
  | { kind: 'copy' | 'view' | 'chatgpt' | 'claude' | 'perplexity' | 'grok' | 'mcp' | 'add-mcp'; title: string; description: string }
  | { kind: 'custom'; title: string; description: string; href: string };

type RawOption = string | { title?: unknown; description?: unknown; href?: unknown };

const BUILT_IN: Record<string, { title: string; description: string }> = {
  copy: { title: 'Copy page', description: 'Copy the page as Markdown for AI tools' },
  view: { title: 'View as Markdown', description: 'Open the page as plain Markdown' },
  chatgpt: { title: 'Open in ChatGPT', description: 'Ask questions about this page' },
  claude: { title: 'Open in Claude', description: 'Ask questions about this page' },
  perplexity: { title: 'Open in Perplexity', description: 'Ask questions about this page' },
  grok: { title: 'Open in Grok', description: 'Ask questions about this page' },
  mcp: { title: 'Copy MCP server URL', description: 'Connect AI tools to these docs' },
  'add-mcp': { title: 'Copy MCP install command', description: 'Install the MCP server with npx add-mcp' },
};

/**
 * The contextual menu of a page (Mintlify ai/contextual-menu.mdx): the page's own `contextual`
 * frontmatter replaces docs.json's (`options: []` hides the menu); options appear in the order
 * listed. Options that need Mintlify's hosted services (assistant, PDF, IDE installers, spec
 * download) are left out rather than shown broken. A custom option's `href` object gets its query
 * appended; `$path`, `$mcp` and `$page` in it are filled in by the browser (`$page` with the page's
 * URL: Mintlify puts the whole page text there, which overflows a URL on any long page).
 */
export function buildPageActions(site: unknown, page: unknown): PageAction[] {
  const pick = (value: unknown) =>
    value && typeof value === 'object' && Array.isArray((value as { options?: unknown }).options)
      ? (value as { options: RawOption[] }).options
      : undefined;
  const options = pick(page) ?? pick(site) ?? [];
  const actions: PageAction[] = [];
  for (const option of options) {
    if (typeof option === 'string') {
      const known = BUILT_IN[option];
      if (known) actions.push({ kind: option as Exclude<PageAction['kind'], 'custom'>, ...known });
      continue;
    }
    const href = customHref(option.href);
    if (typeof option.title === 'string' && href)
      actions.push({
        kind: 'custom',
        title: option.title,
        description: typeof option.description === 'string' ? option.description : '',
        href,
      });
  }
  return actions;
}

function customHref(href: unknown): string | undefined {
  if (typeof href === 'string') return /^(https?:|\/)/i.test(href) ? href : undefined;
  if (!href || typeof href !== 'object') return undefined;
  const { base, query } = href as { base?: unknown; query?: unknown };
  if (typeof base !== 'string' || !/^https?:/i.test(base)) return undefined;
  const url = new URL(base);
  for (const q of (Array.isArray(query) ? query : []) as unknown[]) {
    const { key, value } = (q ?? {}) as { key?: unknown; value?: unknown };
    if (typeof key === 'string' && typeof value === 'string') url.searchParams.append(key, value);
  }
  return url.toString();
}
