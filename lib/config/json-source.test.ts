import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './json-source';

describe('parseJsonSource', () => {
  it('parses like JSON.parse and knows the line of every path', () => {
    const text = '{\n  "a": [\n    1,\n    { "b": "x\\n" }\n  ],\n  "c": null\n}';
    const parsed = parseJsonSource(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.source.value).toEqual(JSON.parse(text));
    expect([[], ['a'], ['a', 0], ['a', 1], ['a', 1, 'b'], ['c'], ['nope']].map((p) => parsed.source.lineOf(p))).toEqual([
      1,
      2,
      3,
      4,
      4,
      6,
      undefined,
    ]);
  });

  it('keeps a __proto__ key as data', () => {
    const parsed = parseJsonSource('{"__proto__": {"polluted": true}}');
    expect(parsed.ok && Object.keys(parsed.source.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('records keys written twice', () => {
    const parsed = parseJsonSource('{\n "a": 1,\n "a": 2\n}');
    expect(parsed.ok && parsed.source.duplicates).toEqual([{ path: ['a'], line: 3, firstLine: 2 }]);
  });

  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'expected `,` or `}` after a property value, found `"b"`'],
    ['{ "a": [1, 2,] }', 1, 14, 'expected a value (is there a trailing comma?), found `]`'],
    ['{ "a": 1, }', 1, 11, 'expected a property name (is there a trailing comma?), found `}`'],
    ["{ 'a': 1 }", 1, 3, "expected a property name in double quotes, found `'` (JSON strings use double quotes)"],
    ['{\n  // note\n  "a": 1 }', 2, 3, 'expected a property name in double quotes, found `/` (JSON has no comments)'],
    ['{ "a": tru }', 1, 8, 'expected a value (object, array, string, number, true, false or null), found `tru`'],
    ['{ "a": "x\ny" }', 1, 10, 'line break or control character inside a string (escape it as \\n)'],
    ['{ "a": "\\q" }', 1, 8, 'invalid escape sequence in string'],
    ['{ "a": 1', 1, 9, 'expected `,` or `}` after a property value, found the end of the file'],
    ['', 1, 1, 'expected a value (object, array, string, number, true, false or null), found the end of the file'],
    ['{} {}', 1, 4, 'expected the end of the file after the top-level value, found `{`'],
  ])('%j fails at %i:%i', (text, line, column, message) => {
    expect(parseJsonSource(text)).toEqual({ ok: false, error: { line, column, message } });
  });
});
