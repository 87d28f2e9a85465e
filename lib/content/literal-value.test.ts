import { describe, expect, test } from 'vitest';
import { parseMdx } from './parse-mdx';
import { evaluateProgram, type Literal } from './literal-value';

/** The estree of `{…}` in `<X a={…} />`, as the MDX parser produces it. */
function programOf(expression: string) {
  const tree = parseMdx(`<X a={${expression}} />`);
  const node = tree?.children[0] as unknown as { attributes: { value: { data: { estree: never } } }[] };
  return node.attributes[0].value.data.estree;
}

describe('evaluateProgram', () => {
  const cases: [string, Literal | undefined][] = [
    ['2', 2],
    ['-1.5', -1.5],
    ['true', true],
    ['!false', true],
    ['null', null],
    ['"text"', 'text'],
    ['`template`', 'template'],
    ['["a", "b"]', ['a', 'b']],
    ['{ title: "x", n: 1, "quoted-key": false }', { title: 'x', n: 1, 'quoted-key': false }],
    ['{ nested: [{ a: 1 }] }', { nested: [{ a: 1 }] }],
    ['process.exit(1)', undefined],
    ['someVariable', undefined],
    ['`a ${b}`', undefined],
    ['[...spread]', undefined],
    ['{ [computed]: 1 }', undefined],
    ['{ get x() { return 1 } }', undefined],
    ['/regex/', undefined],
    ['1 + 1', undefined],
    ['() => 1', undefined],
  ];
  test.each(cases)('%s → %j', (expression, want) => {
    expect(evaluateProgram(programOf(expression))).toEqual(want);
  });
});
