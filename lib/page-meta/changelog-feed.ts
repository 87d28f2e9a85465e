import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMdx } from '../content/parse-mdx';

export type ChangelogEntry = { label: string; anchor: string; description?: string; text: string; tags: string[] };

type JsxNode = { type: string; name?: string | null; attributes?: { type: string; name?: string; value?: unknown }[]; children?: Nodes[] };

/**
 * The `<Update>` entries of a page body, in page order, for its RSS feed. As Mintlify says of its
 * feeds (create/changelogs.mdx), an entry carries pure Markdown text only: code, HTML and
 * components inside it are left out. Anchors are the labels' slugs, as the page gives them.
 */
export function findChangelogEntries(body: string): ChangelogEntry[] {
  const tree = parseMdx(body);
  if (!tree) return [];
  const slugger = new GithubSlugger();
  const entries: ChangelogEntry[] = [];
  const walk = (node: Root | Nodes) => {
    const jsx = node as JsxNode;
    if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && jsx.name === 'Update') {
      const attr = (name: string) => {
        const value = jsx.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
        return typeof value === 'string' ? value : undefined;
      };
      const label = attr('label') ?? '';
      const tags = (attr('tags') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const text = (jsx.children ?? []).map(proseOf).filter(Boolean).join('\n\n');
      entries.push({ label, anchor: slugger.slug(label), description: attr('description'), text, tags });
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return entries;
}

/** A node's prose; code, HTML, expressions and components contribute nothing. */
function proseOf(node: Nodes): string {
  if (['code', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'].includes(node.type))
    return '';
  if ('children' in node) {
    const parts = (node.children as Nodes[]).map(proseOf);
    return node.type === 'list' || node.type === 'root' ? parts.filter(Boolean).join('\n') : parts.join('');
  }
  return toString(node);
}

const xml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/**
 * An RSS 2.0 document for a changelog page: one `<item>` per `<Update>`, linking to its anchor. A
 * label that is a date (`2025-06-01`, `June 1, 2025`) gives the item its `pubDate`.
 */
export function buildChangelogFeed({
  title,
  description,
  pageUrl,
  feedUrl,
  entries,
}: {
  title: string;
  description?: string;
  pageUrl: string;
  feedUrl: string;
  entries: ChangelogEntry[];
}): string {
  const items = entries.map((e) => {
    const date = Date.parse(e.label);
    const body = [e.description, e.text].filter(Boolean).join('\n\n');
    return [
      '    <item>',
      `      <title>${xml(e.label || title)}</title>`,
      `      <link>${xml(`${pageUrl}#${e.anchor}`)}</link>`,
      `      <guid isPermaLink="true">${xml(`${pageUrl}#${e.anchor}`)}</guid>`,
      ...(Number.isNaN(date) ? [] : [`      <pubDate>${new Date(date).toUTCString()}</pubDate>`]),
      ...e.tags.map((t) => `      <category>${xml(t)}</category>`),
      `      <description>${xml(body)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(title)}</title>`,
    `    <link>${xml(pageUrl)}</link>`,
    `    <description>${xml(description ?? title)}</description>`,
    `    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    '    <generator>Lectern</generator>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
