import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkAuthorCode } from './check-author-code';

const SITE = path.resolve('test/fixtures/jsx-site');

describe('checkAuthorCode', () => {
  const cases: [string, string, { file: string; line?: number; message: RegExp }[]][] = [
    ['components that render are fine', 'export const A = ({ n }) => <b>{n * 2}</b>;\n\n<A n={2} />\n\n{[1, 2].join()}', []],
    [
      'a throwing component, at its use (frontmatter lines counted)',
      "export const B = () => { throw new Error('nope') };\n\nText.\n\n<B />",
      [{ file: 'page.mdx', line: 9, message: /^<B> throws when rendered: nope$/ }],
    ],
    ['a throwing expression', 'Value: {null.x}', [{ file: 'page.mdx', line: 5, message: /^\{null\.x\} throws when rendered: / }]],
    [
      'a missing file, at the import line',
      "Intro.\n\nimport { Z } from '/snippets/nope.jsx';\n\n<Z />",
      [
        {
          file: 'page.mdx',
          line: 7,
          message: /^import "\/snippets\/nope\.jsx": file not found: the components it should provide show an error box$/,
        },
      ],
    ],
    [
      'a syntax error in a .jsx file, at its own file and line',
      "import { Bad } from '/snippets/bad-syntax.jsx';\n\n<Bad />",
      [{ file: 'snippets/bad-syntax.jsx', line: 2, message: /^JavaScript could not be compiled: / }],
    ],
    [
      "a missing file does not break the page's other components",
      "import { Z } from './nope.jsx';\nexport const F = () => <b>f</b>;\n\n<F />\n\n<Z />",
      [{ file: 'page.mdx', line: 5, message: /file not found/ }],
    ],
    [
      'a package import (reported by the snippet checks) does not break the other components',
      "import { x } from 'lodash';\nexport const E = () => <b>e</b>;\n\n<E />",
      [],
    ],
    ['unbound names and undefined {{variables}} vanish as before, they do not run', 'Hello {name} and {{product}}.', []],
    ['browser globals are not failures', 'export const D = () => <b>{window.innerWidth}</b>;\n\n<D />', []],
    [
      'a .jsx snippet and an .mdx snippet component',
      'import { Box } from "/snippets/box.jsx";\nimport { Stamp } from "/snippets/stamp.mdx";\n\n<Box title="t">x</Box>\n\n<Stamp label="s" />',
      [],
    ],
  ];
  test.each(cases)('%s', async (_, body, want) => {
    const problems = await checkAuthorCode(body, 'page.mdx', 5, SITE);
    expect(problems).toHaveLength(want.length);
    want.forEach((w, i) => {
      expect(problems[i]).toMatchObject({ severity: 'warning', file: w.file, line: w.line });
      expect(problems[i].message).toMatch(w.message);
    });
  });
});
