import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { findSnippetProblems } from './find-snippet-problems';
import { resolveLegacySnippet, resolveSnippet, snippetKind } from './resolve-snippet';

const SITE = path.resolve('test/fixtures/components-site');
const context = { docsDir: SITE, file: 'index.mdx' };

describe('resolveSnippet', () => {
  const cases: [string, string | null][] = [
    ['/snippets/greeting.mdx', 'snippets/greeting.mdx'],
    ['/snippets/greeting', 'snippets/greeting.mdx'],
    ['./snippets/inner.mdx', 'snippets/inner.mdx'],
    ['/snippets/missing.mdx', null],
    ['/../../package.json', null],
    ['../../../package.json', null],
  ];
  test.each(cases)('%s → %s', (source, want) => {
    const got = resolveSnippet(source, context);
    expect(got && path.relative(SITE, got)).toBe(want);
  });

  test('falls back to the content/ folder (the layout of Lectern\'s own site)', () => {
    const got = resolveSnippet('/snippets/component-demo.mdx', { docsDir: path.resolve('.') });
    expect(got).toBe(path.resolve('content/snippets/component-demo.mdx'));
  });

  test('resolves the legacy <Snippet file> in snippets/', () => {
    expect(resolveLegacySnippet('greeting.mdx', context)).toBe(path.join(SITE, 'snippets/greeting.mdx'));
    expect(resolveLegacySnippet('nope.mdx', context)).toBeNull();
  });

  test.each([
    ['/snippets/a.mdx', 'mdx'],
    ['/snippets/a.jsx', 'jsx'],
    ['./a.tsx', 'jsx'],
    ['react', 'package'],
  ])('snippetKind(%s) = %s', (source, want) => {
    expect(snippetKind(source)).toBe(want);
  });
});

describe('findSnippetProblems', () => {
  test('reports missing snippets at their use, and nothing for good ones or JSX snippets (they run)', () => {
    const body = [
      "import Greeting from '/snippets/greeting.mdx';",
      "import { Widget } from '/snippets/widget.jsx';",
      "import Missing from '/snippets/missing.mdx';",
      "import { planName } from '/snippets/values.mdx';",
      "import { Nothing } from '/snippets/values.mdx';",
      "import { useState } from 'react';",
      '',
      '<Greeting />',
      '',
      '<Widget />',
      '',
      '<Missing />',
      '',
      '<Widget />',
      '',
      '<Nothing />',
      '',
      'Text {planName} and <Snippet file="gone.mdx" />.',
    ].join('\n');
    expect(findSnippetProblems(body, context)).toEqual([
      { line: 12, message: 'snippet /snippets/missing.mdx not found: <Missing> renders as a placeholder' },
      { line: 16, message: '/snippets/values.mdx exports no literal value named Nothing: <Nothing> renders as a placeholder' },
      { line: 18, message: 'snippet /snippets/gone.mdx not found: <Snippet> renders as a placeholder' },
    ]);
  });

  test('looks into inlined snippets for unknown components, their own snippets and cycles', () => {
    const body = "import Broken from '/snippets/broken-parts.mdx';\nimport Loop from '/snippets/loop.mdx';\n\n<Broken />\n\n<Loop />";
    expect(findSnippetProblems(body, context)).toEqual([
      { line: 4, message: 'unknown component <Sparkle> (in snippet /snippets/broken-parts.mdx)' },
      { line: 6, message: 'snippet /snippets/loop.mdx includes itself (in snippet /snippets/loop.mdx)' },
    ]);
  });
});
