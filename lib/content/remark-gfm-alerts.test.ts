import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';
import { renderMarkdown } from '@/components/openapi/markdown';
import { toPlainText } from './markdown-text';

// GitHub's REST spec, GET /classrooms/{classroom_id}/assignments (one of its 216 alerts).
const GITHUB = '> [!WARNING]\n> **Closing down notice:** This operation is closing down.\n> See the [notice](https://gh.io/x).\n\nLists assignments.';

describe('GitHub alert quotes become callouts', () => {
  it.each([
    ['NOTE', 'note'],
    ['TIP', 'tip'],
    ['IMPORTANT', 'info'],
    ['WARNING', 'warning'],
    ['CAUTION', 'danger'],
    ['warning', 'warning'],
  ])('[!%s] in a page is the %s callout, without the marker', async (marker, kind) => {
    const html = await renderMdxToHtml(`> [!${marker}]\n> Mind the **gap**.\n`);
    expect(html).toContain(`<div class="callout callout-${kind}" role="note">`);
    expect(html).toContain('<p>Mind the <strong>gap</strong>.</p>');
    expect(html).not.toContain('[!');
    expect(html).not.toContain('<blockquote');
  });

  it('keeps every paragraph of the alert, and a marker on a line of its own before an empty quote line', async () => {
    const html = await renderMdxToHtml('> [!NOTE]\n>\n> First.\n>\n> Second.\n');
    expect(html).toMatch(/<div class="callout callout-note" role="note">.*<p>First.<\/p>\s*<p>Second.<\/p>/s);
  });

  it.each([
    ['an ordinary quote', '> Just a quote.'],
    ['a marker that is not alone on its line', '> [!NOTE] inline text'],
    ['a kind GitHub does not have', '> [!DANGER]\n> text'],
  ])('leaves %s a quote', async (_, source) => {
    const html = await renderMdxToHtml(source);
    expect(html).toContain('<blockquote>');
    expect(html).not.toContain('class="callout');
  });

  it('in an OpenAPI description (sanitised Markdown) as well', async () => {
    const html = renderToStaticMarkup(await renderMarkdown(GITHUB));
    expect(html).toMatch(/^<div class="callout callout-warning" role="note">.*<p><strong>Closing down notice:<\/strong> This operation is closing down.\nSee the <a href="https:\/\/gh.io\/x">notice<\/a>.<\/p><\/div><\/div>\s*<p>Lists assignments.<\/p>$/s);
    expect(html).not.toContain('[!WARNING]');
  });

  it('a hostile description inside an alert is sanitised as anywhere else: no raw HTML, no script URL', async () => {
    const html = renderToStaticMarkup(
      await renderMarkdown('> [!CAUTION]\n> <img src=x onerror=alert(1)><script>alert(2)</script> [go](javascript:alert(3))\n'),
    );
    expect(html).toContain('<div class="callout callout-danger" role="note">');
    expect(html).not.toMatch(/<img|<script|onerror|javascript:/i);
    expect(html).toContain('go');
  });

  it('and the plain text of a summary or meta description drops the marker', () => {
    expect(toPlainText(GITHUB.split('\n\n')[0])).toBe('Closing down notice: This operation is closing down. See the notice.');
  });
});
