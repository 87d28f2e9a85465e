import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseRanges } from './code-meta';

describe('parseCodeMeta: code-block options as Mintlify documents them', () => {
  it.each([
    ['app.ts', { title: 'app.ts' }],
    ['app.ts {1,3-4}', { title: 'app.ts', highlight: [1, 3, 4] }],
    ['{2} config.json', { title: 'config.json', highlight: [2] }],
    ['"My file.ts" {1}', { title: 'My file.ts', highlight: [1] }],
    ['title="Long name"', { title: 'Long name' }],
    ['{1-2}', { highlight: [1, 2] }],
    ['', {}],
    // Multi-word bare titles, options and flags in any order (create/code.mdx).
    ['HelloWorld.java example icon=java lines', { title: 'HelloWorld.java example', icon: 'java', lines: true }],
    ['HelloWorld.java example lines icon="java"', { title: 'HelloWorld.java example', icon: 'java', lines: true }],
    ['Line highlighting example highlight={1-2,5}', { title: 'Line highlighting example', highlight: [1, 2, 5] }],
    ['Line focusing example focus=2,4,5', { title: 'Line focusing example', focus: [2, 4, 5] }],
    ["Line focusing example focus='{2,4-5}'", { title: 'Line focusing example', focus: [2, 4, 5] }],
    ['Expandable example expandable', { title: 'Expandable example', expandable: true }],
    ['Wrap example wrap', { title: 'Wrap example', wrap: true }],
    ['title="No copy example" nocopy', { title: 'No copy example', nocopy: true }],
    ['title="Copy" nocopy="false"', { title: 'Copy', nocopy: false }],
    ['twoslash Twoslash example', { title: 'Twoslash example', twoslash: true }],
    ["title='utils/hello.js'", { title: 'utils/hello.js' }],
  ])('%j', (meta, want) => expect(parseCodeMeta(meta)).toEqual(want));
});

describe('parseRanges', () => {
  it.each([
    ['1,3-4', [1, 3, 4]],
    ['{2,4-5}', [2, 4, 5]],
    [' 7 ', [7]],
    ['x,2', [2]],
  ])('%j', (text, want) => expect(parseRanges(text)).toEqual(want));

  it('a huge range is capped, not expanded forever', () => expect(parseRanges('1-1000000000').length).toBe(10_001));
});
