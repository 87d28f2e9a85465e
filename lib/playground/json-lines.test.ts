import { describe, expect, it } from 'vitest';
import { createJsonFormatter, tokenizeJsonLine } from './json-lines';

function format(text: string, budget = 3): string {
  const f = createJsonFormatter(text);
  while (!f.step(budget));
  return f.lines.join('\n');
}

describe('createJsonFormatter', () => {
  it.each([
    ['{"a":1,"b":[1,2],"c":{},"d":[],"e":"x, {y}: \\"z\\""}', undefined],
    ['[{"id":1,"tags":["a","b"]},{"id":2,"n":null,"t":true}]', undefined],
    ['  {\n "spaced" :  "  kept  " }', { spaced: '  kept  ' }],
    ['"just a string"', undefined],
    ['42', undefined],
  ])('formats %s like JSON.stringify(…, 2) in small slices', (text, _) => {
    expect(format(text)).toBe(JSON.stringify(JSON.parse(text), null, 2));
  });

  it('tolerates invalid JSON', () => {
    expect(format('{"a": [1, 2')).toBe('{\n  "a": [\n    1,\n    2');
  });
});

describe('tokenizeJsonLine', () => {
  it('marks keys, strings, numbers and literals', () => {
    expect(tokenizeJsonLine('  "a": "b", 1.5e3, true')).toEqual([
      { text: '  ' },
      { text: '"a"', kind: 'key' },
      { text: ':', kind: 'punct' },
      { text: ' ' },
      { text: '"b"', kind: 'string' },
      { text: ',', kind: 'punct' },
      { text: ' ' },
      { text: '1.5e3', kind: 'number' },
      { text: ',', kind: 'punct' },
      { text: ' ' },
      { text: 'true', kind: 'literal' },
    ]);
  });
});
