import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';

describe('remarkUnwrapParagraphs', () => {
  it.each([
    ['<p className="lead">\n  Text on its own line.\n</p>', '<p class="lead">Text on its own line.</p>'],
    ['<h3 className="x">\n  Heading text\n</h3>', 'Heading text</h3>'],
    ['<a href="/x">\n  <div>\n    Card body\n  </div>\n</a>', '<a href="/x"><div><p>Card body</p></div></a>'],
  ])('%j', async (source, want) => {
    const html = await renderMdxToHtml(source);
    expect(html).toContain(want);
    expect(html).not.toMatch(/<p[^>]*>\s*<p/);
  });

  it('lifts a component written on one line out of its paragraph', async () => {
    const html = await renderMdxToHtml('<Check>Done.</Check>\n\nText with <Badge>inline</Badge> badge.');
    expect(html).not.toMatch(/<p>\s*<div/);
    expect(html).toMatch(/<p>Text with <span[^>]*>/);
  });

  it('keeps paragraphs inside block elements', async () => {
    expect(await renderMdxToHtml('<div>\n  One.\n\n  Two.\n</div>')).toContain('<div><p>One.</p><p>Two.</p></div>');
  });
});
