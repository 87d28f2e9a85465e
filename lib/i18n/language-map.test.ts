import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { buildLanguageMap } from './language-map';
import { languageOfPath } from './language-of-path';

describe('buildLanguageMap', () => {
  it('maps the first segments of the other languages and defaults to the first language', async () => {
    const site = await loadSite(path.resolve(__dirname, '../../test/fixtures/lang-site'));
    const map = buildLanguageMap(site.nav)!;
    expect(map).toEqual({ fallback: 'en', segments: { es: 'es', fr: 'fr', ar: 'ar' } });
  });

  it('is undefined for a site without languages', async () => {
    const site = await loadSite(path.resolve(__dirname, '../../test/fixtures/discover-site'));
    expect(buildLanguageMap(site.nav)).toBeUndefined();
  });
});

describe('languageOfPath', () => {
  const map = { fallback: 'en', segments: { es: 'es', zh: 'cn' } };
  it.each([
    ['/', 'en'],
    ['/es', 'es'],
    ['/es/quickstart', 'es'],
    ['/zh/guide', 'cn'],
    ['/v2/guide', 'en'],
    ['/escape', 'en'],
    ['/%E0%A4%A', 'en'],
    ['/constructor', 'en'],
  ])('%s is in %s', (pathname, want) => {
    expect(languageOfPath(map, pathname)).toBe(want);
  });
});
