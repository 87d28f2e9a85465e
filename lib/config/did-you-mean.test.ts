import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './did-you-mean';

describe('editDistance', () => {
  it.each([
    ['pages', 'pages', 0],
    ['pgaes', 'pages', 1],
    ['tab', 'tabs', 1],
    ['navigaton', 'navigation', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s = %i', (a, b, want) => {
    expect(editDistance(a, b)).toBe(want);
  });
});

describe('didYouMean', () => {
  const keys = ['tabs', 'anchors', 'groups', 'pages', 'description', 'openapi'];
  it.each([
    ['pgaes', 'pages'],
    ['Tabs', 'tabs'],
    ['descripton', 'description'],
    ['openAPI', 'openapi'],
    ['anchor', 'anchors'],
    ['wibble', undefined],
    ['x', undefined],
  ])('%s → %s', (word, want) => {
    expect(didYouMean(word, keys)).toBe(want);
  });
});
