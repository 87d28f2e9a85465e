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
    // Built from literals without calling anything: what the page's JavaScript would give too.
    ['1 + 1', 2],
    ['"a" + 1', 'a1'],
    ['() => 1', undefined],
    ['"x".length', undefined], // member access reads only literal objects' own keys
  ];
  test.each(cases)('%s → %j', (expression, want) => {
    expect(evaluateProgram(programOf(expression))).toEqual(want);
  });
});

describe('evaluateProgram with a scope (a page\'s literal `export const`s)', () => {
  const scope = new Map<string, Literal>([
    ['name', 'Widgets'],
    ['count', 3],
    ['conf', { title: 'From object', items: ['A', 'B'], empty: null }],
  ]);
  const cases: [string, Literal | undefined][] = [
    ['name', 'Widgets'],
    ['`All ${name} (${count})`', 'All Widgets (3)'],
    ['conf.title', 'From object'],
    ['conf["items"][1]', 'B'],
    ['conf.items', ['A', 'B']],
    ['{ label: name, list: [count] }', { label: 'Widgets', list: [3] }],
    ['"The " + name', 'The Widgets'],
    ['conf.empty ?? name', 'Widgets'],
    ['count ? name : "none"', 'Widgets'],
    ['conf.missing', undefined],
    ['conf.constructor', undefined], // never the prototype's properties
    ['conf.items[5]', undefined],
    ['`${conf}`', undefined], // an object is not stringified
    ['other', undefined],
    ['name.toUpperCase()', undefined],
  ];
  test.each(cases)('%s → %j', (expression, want) => {
    expect(evaluateProgram(programOf(expression), scope)).toEqual(want);
  });
});
