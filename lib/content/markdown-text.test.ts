import { describe, expect, it } from 'vitest';
import { splitSections, toPlainText } from './markdown-text';

describe('toPlainText', () => {
  it.each([
    ['**Bold** and _em_ with [a link](/x) ![img](/i.png)', 'Bold and em with a link'],
    ['<Note title="x">Inside a note</Note>', 'Inside a note'],
    ["import X from '/snippets/x.mdx'\nText", 'Text'],
    ['```ts\nconst a = 1;\n```', 'const a = 1;'],
  ])('%j', (input, want) => expect(toPlainText(input)).toBe(want));
});

describe('splitSections', () => {
  it('splits at ## and ### with rehype-slug anchors, ignoring headings in code', () => {
    const body = ['Intro text.', '## Install it', 'Run npm.', '```md', '## not a heading', '```', '### Options', 'Many.', '#### Deep', 'Still options.', '## Install it', 'Again.'].join('\n');
    expect(splitSections(body)).toEqual([
      { text: 'Intro text.' },
      { heading: 'Install it', anchor: 'install-it', text: 'Run npm. not a heading' },
      { heading: 'Options', anchor: 'options', text: 'Many. Deep Still options.' },
      { heading: 'Install it', anchor: 'install-it-1', text: 'Again.' },
    ]);
  });
});
