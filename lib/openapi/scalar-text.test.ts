import { describe, expect, it } from 'vitest';
import { scalarText } from './scalar-text';

describe('scalarText', () => {
  it.each([
    ['a string as it is', 'v1', 'v1'],
    ['a number as String writes it', 2.5, '2.5'],
    ['a boolean', true, 'true'],
    ['null', null, 'null'],
    ['an object as JSON, not [object Object]', { a: 1 }, '{"a":1}'],
    ['an array as JSON', [1, 'b'], '[1,"b"]'],
  ])('%s', (_name, given, want) => {
    expect(scalarText(given)).toBe(want);
  });
});
