import { describe, expect, test } from 'vitest';
import { findUnknownComponents, locateUnknownComponents } from './find-unknown-components';

describe('findUnknownComponents', () => {
  const cases: [string, string, string[]][] = [
    ['known components only', '<Note>hi</Note>\n\n<Tree><Tree.Folder name="a" /></Tree>', []],
    ['an unknown block component', '<Note>a</Note>\n\n<Hero title="x" />', ['Hero']],
    ['an unknown inline component, once per name', 'a <Pill>b</Pill> and <Pill>c</Pill>', ['Pill']],
    ['nested in a known one', '<Card title="x">\n  <Sparkle />\n</Card>', ['Sparkle']],
    ['an unknown member of a known component', '<Tree><Tree.Leaf /></Tree>', ['Tree.Leaf']],
    ['HTML elements are not components', '<div><img src="/a.png" /><br /></div>', []],
    ['code fences are not looked into', '```mdx\n<Hero />\n```\n\nInline `<Pill />` too.', []],
    ['imported names are left to the snippet checks', "import X from '/snippets/x.mdx';\n\n<X />", []],
    ['legacy Snippet is left to the snippet checks', '<Snippet file="a.mdx" />', []],
    ['order of first use', '<B />\n\n<A />\n\n<B />', ['B', 'A']],
    ['a syntax error gives nothing (reported elsewhere)', '<Note>', []],
  ];
  test.each(cases)('%s', (_, body, want) => {
    expect(findUnknownComponents(body)).toEqual(want);
  });

  test('locates the first use; components the page defines in JavaScript are not unknown (they run)', () => {
    const body = 'export const Hero = () => <div />;\n\nText.\n\n<Hero />\n\n<Other />';
    expect(locateUnknownComponents(body)).toEqual([{ name: 'Other', line: 7 }]);
  });
});
