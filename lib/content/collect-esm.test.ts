import { describe, expect, test } from 'vitest';
import { collectEsm } from './collect-esm';
import { parseMdx } from './parse-mdx';

describe('collectEsm', () => {
  const cases: [string, string, { code: string[]; names: string[] }][] = [
    ['exports keep their line', 'Text.\n\nexport const A = () => <b />;', { code: ['', '', 'export const A = () => <b />;'], names: ['A'] }],
    ['a function export', 'export function B() { return null }', { code: ['export function B() { return null }'], names: ['B'] }],
    ['jsx imports and react stay; their names are bound', "import { C } from '/snippets/c.jsx';\nimport { useMemo } from 'react';", { code: ["import { C } from '/snippets/c.jsx';", "import { useMemo } from 'react';"], names: ['C'] }],
    ['a default .mdx import is a Markdown snippet: dropped', "import Intro from '/snippets/intro.mdx';", { code: [''], names: [] }],
    ['named .mdx imports stay, with aliases', "import { D, E as F } from '/snippets/d.mdx';", { code: ['import { D as D, E as F } from "/snippets/d.mdx";'], names: ['D', 'F'] }],
    ['package imports are dropped (the snippet checks report them)', "import _ from 'lodash';\nexport const G = 1;", { code: ['', 'export const G = 1;'], names: ['G'] }],
  ];
  test.each(cases)('%s', (_, body, want) => {
    const got = collectEsm(parseMdx(body)!);
    expect(got.code.split('\n')).toEqual(want.code);
    expect([...got.names]).toEqual(want.names);
  });

  test('offsets lines by the frontmatter', () => {
    expect(collectEsm(parseMdx('export const H = 1;')!, 3).code).toBe('\n\nexport const H = 1;');
  });
});
