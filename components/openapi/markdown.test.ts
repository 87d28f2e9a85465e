import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownMap } from './markdown';
import { MARKDOWN_COMPONENTS, markdownRenderer } from './markdown-renderer';
import { htmlToText, isSafeUrl } from './remark-safe-markdown';

const html = async (text: string) => renderToStaticMarkup(await renderMarkdown(text));

describe('renderMarkdown', () => {
  it('renders Markdown and GFM', async () => {
    expect(await html('Some **bold** and `code`.')).toBe('<p>Some <strong>bold</strong> and <code>code</code>.</p>');
    expect(await html('~~old~~ https://example.com')).toContain('<a href="https://example.com">https://example.com</a>');
    expect(await html('| a |\n| - |\n| 1 |')).toContain('<div class="table-wrap"><table>');
  });

  it('never renders raw HTML: scripts vanish, other markup becomes its text', async () => {
    const out = await html(
      'Hi <script>alert(1)</script><b onclick="x()">there</b>\n\n<p>Para &amp; more</p>\n\n<img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/<script|<b|onclick|onerror|<img/);
    expect(out).toContain('there');
    expect(out).toContain('Para &amp; more');
  });

  it('drops unsafe link and image URLs but keeps their text', async () => {
    const out = await html(
      '[click](javascript:alert(1)) [ok](/docs) ![pic](data:image/png;base64,xx) [ref][r]\n\n[r]: JAVASCRIPT:alert(1)',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain('click');
    expect(out).toContain('<a href="/docs">ok</a>');
    expect(out).toContain('pic');
  });

  it('treats MDX syntax as text (format md): no expressions, no components', async () => {
    expect(await html('Use {curly} and <Note>x</Note>.')).toBe('<p>Use {curly} and x.</p>');
  });

  it('highlights fenced code', async () => {
    expect(await html('```json\n{"a": 1}\n```')).toMatch(/class="shiki/);
  });

  it('skips the compiler for plain text and dedupes a page’s texts', async () => {
    expect(await html('Plain text, nothing else.')).toBe('<p>Plain text, nothing else.</p>');
    const map = await renderMarkdownMap(['a', 'a', '', '**b**']);
    expect([...map.keys()]).toEqual(['a', '**b**']);
  });
});

describe('safety helpers', () => {
  it.each([
    ['https://x.test', true],
    ['/a/b', true],
    ['#frag', true],
    ['mailto:a@b.c', true],
    ['./a:b', true],
    ['javascript:alert(1)', false],
    ['java\tscript:x', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
  ])('isSafeUrl(%j) = %s', (url, want) => {
    expect(isSafeUrl(url)).toBe(want);
  });

  it('htmlToText strips tags and decodes entities', () => {
    expect(htmlToText('<p>A &lt;b&gt; &#65;&#x42;<br/>c</p><script>evil()</script><!-- x -->')).toBe('A <b> AB\nc');
  });
});

describe('markdownRenderer with the plain components (the 404 text)', () => {
  it('highlights code without the copy button, keeps the safety rules, and keeps its own cache', async () => {
    const plain = markdownRenderer(MARKDOWN_COMPONENTS);
    const text = 'Try `search`.\n\n```js\nconst a = 1;\n```\n\n<script>alert(1)</script>';
    const out = renderToStaticMarkup(await plain(text));
    expect(out).toContain('<pre class="shiki');
    expect(out).toContain('const');
    expect(out).not.toMatch(/<script|copy/i);
    // The descriptions' renderer draws the same text with the code block and its copy button.
    expect(renderToStaticMarkup(await renderMarkdown(text))).toMatch(/copy/i);
  });
});
