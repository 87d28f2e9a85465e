import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseFrontmatter } from '@/lib/content/frontmatter';
import { KNOWN_COMPONENTS } from '@/lib/content/known-components';
import { mdxComponents } from '.';
import { renderMdxToHtml } from './test-utils';

const SITE = path.resolve('test/fixtures/components-site');

/** The rendered HTML of the fixture page that uses every component. */
async function renderFixture(): Promise<string> {
  const { body } = parseFrontmatter(readFileSync(path.join(SITE, 'index.mdx'), 'utf8'));
  const html = await renderMdxToHtml(body, { docsDir: SITE, file: 'index.mdx', variables: { product: 'Lectern' } });
  return html.replaceAll('<!-- -->', '');
}

/** The opening tag of the first element with this class. */
function tagOf(html: string, className: string): string {
  return new RegExp(`<[a-z]+[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('the component map', () => {
  test('provides every known component, dotted names included', () => {
    const map = mdxComponents as unknown as Record<string, Record<string, unknown>>;
    const missing = [...KNOWN_COMPONENTS].filter((name) => {
      const [root, member] = name.split('.');
      return member ? !map[root]?.[member] : !map[root];
    });
    expect(missing).toEqual([]);
  });
});

describe('the fixture page with every component', async () => {
  const html = await renderFixture();

  test('renders callouts with their kind', () => {
    for (const kind of ['note', 'tip', 'warning', 'info', 'check', 'danger', 'custom']) expect(html).toContain(`callout callout-${kind}`);
    expect(tagOf(html, 'callout-custom')).toContain('--callout-color:#FFC107');
  });

  test('keeps literal props that blockJS would strip (cols={2}, stepNumber={7})', () => {
    expect(html).toContain('data-cols="2"');
    expect(html).toContain('data-cols="3"');
    expect(html).toMatch(/<span class="step-marker">7<\/span>/);
  });

  test('renders linked cards with one stretched link, and an arrow on external ones', () => {
    expect(html).toContain('<a class="card-link" href="/index">Linked card</a>');
    expect(html).toMatch(/href="https:\/\/example.com"[^>]*>External card<\/a>/);
    expect(html).toContain('card-arrow');
    expect(html).toContain('class="card card-horizontal"');
    expect(html).toContain('<img class="card-img" src="/images/card.svg"');
  });

  test('renders tabs as a tablist with the first tab selected and the others hidden', () => {
    const tabs = html.split('class="mdx-tabs"').slice(1);
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Python<\/button>/);
    expect(tabs[0]).toMatch(/aria-selected="false"[^>]*>JavaScript<\/button>/);
    expect(tabs[0]).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>JavaScript content\./);
  });

  test('labels code group tabs by title, else language, and renders a dropdown as a select', () => {
    expect(html).toMatch(/class="mdx-tab">hello\.js<\/button>/);
    expect(html).toMatch(/class="mdx-tab">Python<\/button>/);
    expect(html).toMatch(/<select class="mdx-tabs-select"[^>]*><option value="0"[^>]*>Install<\/option><option value="1">Run<\/option>/);
  });

  test('turns mermaid fences into a diagram element, never highlighted', () => {
    expect(html).toContain('<div class="mermaid" data-state="loading">');
    expect(html).toContain('A[docs.json] --&gt; B[Lectern]');
    expect(html).not.toMatch(/data-language="mermaid"/);
  });

  test('gives fields an anchor id from their name, nested fields their path', () => {
    expect(html).toContain('<div class="field" id="limit">');
    expect(html).toContain('<a href="#limit" class="anchor-link-copy"');
    expect(html).toContain('<span class="field-location">query</span>');
    expect(html).toContain('default: <code>10</code>');
    expect(html).toContain('class="field field-is-deprecated" id="id"');
    expect(html).toContain('id="user.name"');
  });

  test('renders disclosures as native details, open only when asked', () => {
    expect(html).toMatch(/<details class="accordion">[\s\S]*?Closed accordion/);
    expect(html).toMatch(/<details class="accordion" open="">[\s\S]*?Second/);
    expect(html).toContain('<details class="expandable">');
  });

  test('renders frame captions, icons, tooltips, badges and LaTeX', () => {
    expect(html).toContain(
      '<figcaption class="frame-caption">A <strong>framed</strong> image, see <a href="/index">docs</a>.</figcaption>',
    );
    expect(html).toMatch(/class="mdx-icon"><svg[^>]*width="20"[^>]*stroke="#e11d48"[^>]*class="lucide lucide-flag"/);
    expect(html).toContain('<span class="tooltip-content" role="tooltip"><strong class="tooltip-headline">API</strong>');
    expect(html).toContain('class="badge badge-green badge-sm badge-pill"');
    // `<Latex>` is typeset (KaTeX), its TeX source kept in the MathML annotation.
    expect(html).toMatch(/<span class="latex"><span class="katex">.*<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/);
  });

  test('renders an update with an anchor from its label and its tags', () => {
    expect(html).toContain('<section class="update" id="2025-01-15">');
    expect(html).toContain('<a class="update-label" href="#2025-01-15">2025-01-15</a>');
    expect(html).toContain('<span class="update-tag">Feature</span><span class="update-tag">Fix</span>');
  });

  test('renders a tree of folders and files', () => {
    expect(html).toMatch(/<details class="tree-folder" open="">[\s\S]*?app<\/summary>/);
    expect(html).toMatch(/class="tree-file tree-row">[\s\S]*?page\.tsx/);
  });

  test('inlines MDX snippets with props, variables, nested snippets and literal exports', () => {
    expect(html).toContain('Hello from the <strong>greeting snippet</strong>, reader: welcome to Lectern.');
    expect(html).toContain('Snippets may use components too.');
    expect(html).toContain('Outer snippet text. Inner snippet text.');
    expect(html).toContain('The plan is Team plan.');
  });

  test('runs JSX snippets as browser islands; shows a placeholder for missing snippets and unknown components', () => {
    expect(html).toContain('<div class="author-island" data-island="&lt;Widget&gt;" style="display:contents"></div>');
    expect(html).not.toContain('data-component="Widget"');
    expect(html).toMatch(/data-component="Missing"[\s\S]*?snippet \/snippets\/missing\.mdx not found/);
    expect(html).toMatch(
      /<div class="unknown-component" data-component="NotAComponent" role="note"><div class="unknown-component-label">Unknown component &lt;NotAComponent&gt;<\/div>/,
    );
    expect(html).toContain('Children of an unknown component still render.');
  });

  test('moves request and response examples into the side column', () => {
    expect(html).toMatch(/<div class="api-layout"><div class="api-layout-main"><h2/);
    expect(html).toMatch(
      /<aside class="api-layout-aside"><div class="code-group api-example request-example">[\s\S]*<div class="code-group api-example response-example">/,
    );
    expect(html).toMatch(/class="mdx-tab">Request<\/button>/);
  });
});

describe('rendering edge cases', () => {
  test('an unknown component inside a sentence is an inline placeholder', async () => {
    const html = await renderMdxToHtml('Before <Sparkle>shiny</Sparkle> after.');
    expect(html).toContain('<p>Before <span class="unknown-component is-inline" data-component="Sparkle"');
    expect(html).toContain('shiny</span> after.</p>');
  });

  test('an unknown member of a known component is a placeholder too', async () => {
    const html = await renderMdxToHtml('<Tree><Tree.Leaf name="x" /></Tree>');
    expect(html).toContain('data-component="Tree.Leaf"');
  });

  test('a component the page defines in JavaScript is an island the browser runs, not a placeholder', async () => {
    const html = await renderMdxToHtml('export const Hero = () => <div>hi</div>;\n\n<Hero />');
    expect(html).toContain('data-island="&lt;Hero&gt;"');
    expect(html).not.toContain('unknown-component');
  });

  test('a literal style object on an HTML element becomes a real style; on a component it is dropped', async () => {
    const html = await renderMdxToHtml(
      '<img src="/a.png" style={{ width: 350, margin: "12px auto" }} />\n\n<Tree style={{ "--tree-highlight": "red" }}><Tree.File name="a" /></Tree>',
    );
    expect(html).toMatch(/<img[^>]*style="width:350px;margin:12px auto"/);
    expect(html).toContain('<div class="tree">');
  });

  test('HTML spellings from embed snippets get React names, and a CSS string style works', async () => {
    const html = await renderMdxToHtml(
      '<iframe src="https://example.com/embed" frameborder="0" allowfullscreen class="embed" style="width: 100%; aspect-ratio: 16 / 9" />',
    );
    expect(html).toMatch(
      /<iframe[^>]*frameBorder="0"[^>]*allowFullScreen=""[^>]*class="embed"[^>]*style="width:100%;aspect-ratio:16 \/ 9"/i,
    );
  });

  test('the server never evaluates author expressions: props of built-in components are dropped, text expressions become browser islands', async () => {
    (globalThis as { secret?: string }).secret = 'server-side secret';
    try {
      const html = await renderMdxToHtml('<Columns cols={process.exit(1)}>x</Columns>\n\nValue: {globalThis.secret}');
      expect(html).toContain('data-cols="2"');
      expect(html).toContain('Value: <span class="author-island" data-island="{globalThis.secret}" style="display:contents"></span></p>');
      expect(html).not.toContain('server-side secret');
    } finally {
      delete (globalThis as { secret?: string }).secret;
    }
  });

  test('with icons.library lucide, names are Lucide names', async () => {
    const fa = await renderMdxToHtml('<Icon icon="bolt" />');
    const lucide = await renderMdxToHtml('<Icon icon="bolt" />', { iconLibrary: 'lucide' });
    expect(fa).toContain('lucide-zap');
    expect(lucide).toContain('lucide-bolt');
  });

  test('tabs honour defaultTabIndex', async () => {
    const html = await renderMdxToHtml('<Tabs defaultTabIndex={1}>\n<Tab title="A">a</Tab>\n<Tab title="B">b</Tab>\n</Tabs>');
    expect(html).toMatch(/aria-selected="true"[^>]*>B<\/button>/);
  });

  test('repeated field names get unique ids', async () => {
    const html = await renderMdxToHtml('<ResponseField name="id" type="string" />\n\n<ResponseField name="id" type="string" />');
    expect(html).toContain('id="id"');
    expect(html).toContain('id="id-1"');
  });
});
