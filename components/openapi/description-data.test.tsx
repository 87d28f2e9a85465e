import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '@/lib/openapi/page-model-types';
import { descriptionData } from './description-data';
import { renderMarkdownMap } from './markdown';
import { Prose } from './prose';
import { Field } from './schema-view';
import type { ViewContext } from './view-context';

/** A page's context whose descriptions are rendered by the real Markdown pipeline (markdown.tsx). */
async function pageCtx(texts: string[]): Promise<ViewContext> {
  const rendered = await renderMarkdownMap(texts);
  return { md: (t) => (t ? (rendered.get(t) ?? <p>{t}</p>) : null), schemaUrl: () => undefined, expanded: false };
}

/** The field as drawn before issue 12's compact rows: its description as the element tree Markdown gave. */
function treeDrawn(node: SchemaNode, ctx: ViewContext): string {
  return `<div class="prose oa-description">${renderToStaticMarkup(ctx.md(node.description))}</div>`;
}

const UNSAFE = [
  'Before <script>alert(1)</script> after.',
  'An image <img src="x" onerror="alert(1)"> here.',
  'A [link](javascript:alert(1)) and ![pic](javascript:alert(2)).',
  'Encoded [link](java&#x09;script:alert(1)) and <a href="javascript:alert(3)">raw</a>.',
  'Quotes " and \' and <b onclick="x()">bold</b> & ampersands.',
];
const MARKDOWN = [
  'The **owner**, _if any_, see [the guide](https://example.com/a?b=1&c="2").',
  '- one\n- two with `code`\n\n1. first\n2. second',
  '| a | b |\n|:--|--:|\n| 1 | 2 |',
  'A plain sentence with nothing to escape.',
  'Tom & Jerry',
];

describe('descriptions sent as HTML (issue 12)', () => {
  it.each([...UNSAFE, ...MARKDOWN])('%j draws the same markup as its element tree', async (text) => {
    const ctx = await pageCtx([text]);
    const node: SchemaNode = { name: 'f', anchor: 'f', type: 'string', description: text };
    const html = renderToStaticMarkup(Field({ node, ctx }));
    expect(html).toContain(treeDrawn(node, ctx));
  });

  it.each([...UNSAFE, ...MARKDOWN, 'Run:\n\n```sh\nls\n```'])(
    '%j as a lead (Prose) draws the same markup as its element tree',
    async (text) => {
      const ctx = await pageCtx([text]);
      const lead = Prose({ text, ctx, className: 'prose oa-description oa-lead' });
      expect(renderToStaticMarkup(lead)).toBe(`<div class="prose oa-description oa-lead">${renderToStaticMarkup(ctx.md(text))}</div>`);
    },
  );

  it('a Markdown lead is one element with its HTML in the payload, not a tree', async () => {
    const text = 'Checks `admin`, `push` or see [the guide](https://example.com/g).\n\nSecond paragraph.';
    const ctx = await pageCtx([text]);
    const lead = Prose({ text, ctx }) as ReactElement<{ children?: unknown; dangerouslySetInnerHTML?: { __html: string } }>;
    expect(lead.props.children).toBeUndefined();
    expect(lead.props.dangerouslySetInnerHTML?.__html).toBe(
      '<p>Checks <code>admin</code>, <code>push</code> or see <a href="https://example.com/g">the guide</a>.</p>\n<p>Second paragraph.</p>',
    );
  });

  it.each(UNSAFE)('%j stays inert: no script, no event handler, no javascript: URL', async (text) => {
    const ctx = await pageCtx([text]);
    const html = renderToStaticMarkup(Field({ node: { name: 'f', anchor: 'f', description: text }, ctx }));
    expect(html).not.toMatch(/<script|<img[^>]*onerror|\sonclick=|javascript:|<a href="javascript/i);
  });

  it('sends Markdown as shared HTML, a plain paragraph as its text, and a code block as its element tree', async () => {
    const texts = ['Some **bold** text.', 'Just words.', 'Tom & Jerry', 'Run:\n\n```sh\nls\n```'];
    const ctx = await pageCtx(texts);
    const bold = descriptionData(texts[0], ctx);
    expect(bold).toEqual({ ds: { h: '<p>Some <strong>bold</strong> text.</p>' } });
    expect(descriptionData(texts[0], ctx)).toEqual(bold);
    expect((descriptionData(texts[0], ctx) as { ds: unknown }).ds).toBe((bold as { ds: unknown }).ds);
    expect(descriptionData(texts[1], ctx)).toEqual({ ds: 'Just words.' });
    expect(descriptionData(texts[2], ctx)).toEqual({ ds: { h: '<p>Tom &amp; Jerry</p>' } });
    expect(descriptionData(texts[3], ctx)).toEqual({ desc: ctx.md(texts[3]) });
  });
});
