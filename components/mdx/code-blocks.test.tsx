import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from './test-utils';

/** Mintlify's Markdown that used to break (issue 10 #7): heading ids and every code-block option. */
describe('Mintlify Markdown in pages', () => {
  it('## Title {#id} renders the heading with that id and without the braces', async () => {
    const html = await renderMdxToHtml('## Install the CLI {#setup}\n\nText.\n');
    expect(html).toMatch(/<h2[^>]*id="setup"[^>]*>/);
    expect(html).not.toContain('{#setup}');
    expect(html).toContain('Install the CLI');
  });

  it('a multi-word title, an icon and line numbers', async () => {
    const html = await renderMdxToHtml('```java HelloWorld.java example icon=java lines\nclass A {}\n```\n');
    expect(html).toContain('HelloWorld.java example');
    expect(html).toMatch(/class="code-block code-lines"/);
    expect(html).toMatch(/<svg[^>]*class="[^"]*code-icon/);
  });

  it('highlight={…} and {…} mark lines; focus= focuses them; // [!code focus] too', async () => {
    const html = await renderMdxToHtml(
      '```js Example highlight={1} focus=2\nconst a = 1;\nconst b = 2;\n```\n\n```js\nconst c = 3; // [!code focus]\nconst d = 4;\n```\n',
    );
    expect(html.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(html.match(/class="line focused"/g)).toHaveLength(2);
    expect(html.match(/has-focused/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain('[!code focus]');
  });

  it('nocopy hides the copy button; wrap and expandable change the block', async () => {
    const nocopy = await renderMdxToHtml('```text title="Diagram" nocopy\nA --> B\n```\n');
    expect(nocopy).not.toContain('Copy code');
    const wrap = await renderMdxToHtml('```js Wrapped wrap\nconst a = 1;\n```\n');
    expect(wrap).toContain('code-block code-wrap');
    const expandable = await renderMdxToHtml('```py Long expandable\nx = 1\n```\n');
    expect(expandable).toContain('code-expandable');
    expect(expandable).toMatch(/<details class="code-expand">/);
  });

  it('twoslash renders the code without its compiler annotations', async () => {
    const html = await renderMdxToHtml('```ts twoslash Example\nconst a = 1;\n//    ^?\n// @errors: 2322\nconst b = a;\n```\n');
    expect(html).toContain('Example');
    expect(html).not.toContain('^?');
    expect(html).not.toContain('@errors');
    expect(html.match(/class="line/g)).toHaveLength(2);
  });

  it('diff notation with a line count marks several lines', async () => {
    const html = await renderMdxToHtml('```js\nconst a = 1; // [!code ++:2]\nconst b = 2;\nconst c = 3;\n```\n');
    expect(html.match(/class="line diff add"/g)).toHaveLength(2);
  });
});

describe('<CodeBlock> (Mintlify’s component)', () => {
  it('renders like a fenced block: filename, line numbers, highlighted lines from a stringified array', async () => {
    const html = await renderMdxToHtml(
      '<CodeBlock language="js" filename="hello.js" lines highlight="[2]">\nconst a = 1;\nconst b = 2;\n</CodeBlock>\n',
    );
    expect(html).toContain('hello.js');
    expect(html).toContain('code-block code-lines');
    expect(html.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(html).not.toContain('unknown-component');
  });
});
