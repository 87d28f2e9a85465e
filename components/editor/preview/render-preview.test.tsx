import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPreviewBody, renderPreviewDocument } from './render-preview';
import { isSafeUrl, renderStaticMarkup } from './static-markup';

/**
 * Issue 15 item 4: the preview of a page the agent wrote. The model and the prompt are hostile, so
 * whatever the page contains, the preview's HTML carries no script, no event handler and no script
 * URL, and author code (exports, expressions) never runs; the site's components still render.
 */
const docsDir = mkdtempSync(path.join(tmpdir(), 'lectern-preview-'));
const render = (source: string) => renderPreviewBody(source, 'docs/hostile.mdx', { docsDir });

const HOSTILE = `---
title: Pwned
---

export const leak = fetch('http://127.0.0.1:9/export');

<script>alert('script')</script>

{fetch('http://127.0.0.1:9/expression')}

<img src="/logo.png" onerror="alert('img')" />

<a href="javascript:alert('link')">bad link</a> and [a markdown link](javascript:alert('md'))

<iframe src="https://example.com"></iframe>

<div style={{ backgroundImage: "url(http://127.0.0.1:9/css)" }}>styled</div>

<Note>Keep **this** callout.</Note>
`;

function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<base|<meta|<link/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/url\(/i);
}

describe('renderPreviewBody', () => {
  it('renders a hostile page with no script, handler, script URL or fetching style, and keeps its content', async () => {
    const { title, html } = await render(HOSTILE);
    expect(title).toBe('Pwned');
    expectInert(html);
    expect(html).toContain('<strong>this</strong> callout');
    expect(html).toContain('class="callout');
    expect(html).toContain('bad link');
    expect(html).toContain('<img src="/logo.png"');
    // The expression is not evaluated: it shows as an inert placeholder.
    expect(html).toContain('page code: not run in the preview');
  });

  it('renders markdown and code blocks as the site does', async () => {
    const { html } = await render('## Install\n\nRun:\n\n```bash\nnpm install lectern\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toMatch(/<h2[^>]*id="install"/);
    expect(html).toContain('npm');
    expect(html).toContain('<table');
  });

  it('shows every tab of a tab group under its title, since the tabs script does not run', async () => {
    const { html } = await render('<Tabs>\n<Tab title="npm">Use npm.</Tab>\n<Tab title="pnpm">Use pnpm.</Tab>\n</Tabs>\n');
    expect(html).toMatch(/npm<\/p>.*Use npm\..*pnpm<\/p>.*Use pnpm\./s);
  });

  it('turns a page that does not compile into a located message', async () => {
    const { html } = await render('# Title\n\n<Note>\n\nunclosed\n');
    expect(html).toContain('This page could not be rendered: docs/hostile.mdx');
  });
});

describe('renderPreviewDocument', () => {
  it('escapes the file and branch names and loads nothing', async () => {
    const doc = await renderPreviewDocument({ file: 'docs/<x>.mdx', branch: 'docs-agent/"y"', html: '<p>hi</p>' });
    expect(doc).toContain('docs/&lt;x&gt;.mdx');
    expect(doc).toContain('docs-agent/&quot;y&quot;');
    expect(doc).not.toMatch(/<script/i);
    expect(doc.match(/<link[^>]*>/g)).toEqual(['<link rel="icon" href="data:,">']);
  });

  it('carries the palette rules a <CodeBlock> names, so its tokens keep their colours', async () => {
    const { html } = await render('<CodeBlock language="js">const a = 1;</CodeBlock>\n');
    const doc = await renderPreviewDocument({ file: 'docs/a.mdx', branch: 'b', html });
    const cls = /<span class="(s[ld]\d+) /.exec(html)?.[1];
    expect(cls).toBeDefined();
    expect(doc).toMatch(new RegExp(`\\.${cls}\\s*\\{\\s*--shiki-`));
  });
});

describe('renderStaticMarkup', () => {
  it('calls server components (async ones too), shows only the children of those that fail, and drops dangerous elements', async () => {
    const Async = async ({ name }: { name: string }) => <b>{name}</b>;
    const Broken = (_: { children?: ReactNode }): never => {
      throw new Error('uses a hook');
    };
    const html = await renderStaticMarkup(
      <div className="x" onClick={() => undefined} data-ok>
        <Async name="a&b" />
        <Broken>
          <i>kept</i>
        </Broken>
        <script>{'alert(1)'}</script>
        <svg viewBox="0 0 1 1" strokeWidth={2}>
          <a href="javascript:alert(1)">x</a>
        </svg>
        <br />
      </div>,
    );
    expect(html).toBe(
      '<div class="x" data-ok="true"><b>a&amp;b</b><i>kept</i><svg viewBox="0 0 1 1" stroke-width="2"><a>x</a></svg><br></div>',
    );
  });

  it.each([
    ['/docs/page', true],
    ['#anchor', true],
    ['https://example.com', true],
    ['mailto:a@b.c', true],
    ['data:image/png;base64,AAAA', true],
    ['javascript:alert(1)', false],
    [' JaVa\tScript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['vbscript:x', false],
  ])('isSafeUrl(%j) is %s', (url, want) => {
    expect(isSafeUrl(url)).toBe(want);
  });
});
