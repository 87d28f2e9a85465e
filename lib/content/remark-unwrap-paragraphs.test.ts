import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';

describe('remarkUnwrapParagraphs', () => {
  it.each([
    ['<p className="lead">\n  Text on its own line.\n</p>', '<p class="lead">Text on its own line.</p>'],
    ['<h3 className="x">\n  Heading text\n</h3>', 'Heading text</h3>'],
    ['<a href="/x">\n  <div>\n    Card body\n  </div>\n</a>', '<a href="/x"><div><p>Card body</p></div></a>'],
    // Styled HTML is rewritten by remarkLiteralProps before this step, and still unwrapped.
    ['<p style={{ color: "red", fontSize: 12 }}>\n  Text on its own line.\n</p>', '<p style="color:red;font-size:12px">Text on its own line.</p>'],
    ['<div>\n  <p style={{ textAlign: "center" }}>\n    Centered\n  </p>\n</div>', '<div><p style="text-align:center">Centered</p></div>'],
    ['<span style={{ color: "red" }}>\n  Block span\n</span>', '<span style="color:red">Block span</span>'],
    // A `<p>` holding a block becomes a `<div>`; inline components keep it a `<p>`.
    ['<p>\n  - a\n  - b\n</p>', '<div><ul>'],
    ['<p style={{ color: "red" }}>\n  <Note>Hi</Note>\n</p>', '<div style="color:red"><div class="callout'],
    ['<p>\n  <Badge>x</Badge> and more\n</p>', '<p><span class="badge'],
    ['Text <p>inline p</p> more', '<div>Text <p>inline p</p> more</div>'],
    // Rows get the `<tbody>` the browser would insert.
    ['<table>\n  <tr>\n    <td>One</td>\n  </tr>\n  <tr>\n    <td>Two</td>\n  </tr>\n</table>', '<table><tbody><tr><td>One</td></tr><tr><td>Two</td></tr></tbody></table>'],
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
