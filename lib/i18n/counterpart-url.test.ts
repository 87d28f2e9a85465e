import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLayoutModel } from '../site/layout-model';
import { loadSite } from '../site/load-site';
import { stripDivisionPrefix } from './counterpart-url';

const FIXTURE = path.resolve(__dirname, '../../test/fixtures/lang-site');

describe('stripDivisionPrefix', () => {
  it.each([
    ['/es/quickstart', 'es', 'language', '/quickstart'],
    ['/es', 'es', 'language', '/'],
    ['/quickstart', 'en', 'language', '/quickstart'],
    ['/zh/guide', 'cn', 'language', '/guide'],
    ['/es/v2/guide', 'v2', 'version', '/es/guide'],
    ['/v2/guide', 'v1', 'version', '/v2/guide'],
  ] as const)('%s without %s (%s) is %s', (url, code, kind, want) => {
    expect(stripDivisionPrefix(url, code, kind)).toBe(want);
  });
});

describe('the language and version switchers', () => {
  async function switcher(url: string, kind: 'language' | 'version') {
    const site = await loadSite(FIXTURE);
    const level = buildLayoutModel(site.nav!, site.byUrl, url).levels.find((l) => l.kind === kind);
    return Object.fromEntries((level?.items ?? []).map((i) => [i.code, i.url]));
  }

  it.each([
    ['/quickstart', { en: '/quickstart', es: '/es/quickstart', ar: '/ar/quickstart' }],
    ['/', { en: '/', es: '/es', ar: '/ar' }],
    ['/es/quickstart', { en: '/quickstart', es: '/es/quickstart', ar: '/ar/quickstart' }],
    ['/v1/guide', { en: '/v1/guide', es: '/es/v1/guide', ar: '/ar' }],
    ['/only-english', { en: '/only-english', es: '/es', ar: '/ar' }],
  ])('from %s the languages lead to %o', async (url, want) => {
    expect(await switcher(url, 'language')).toMatchObject(want);
  });

  it.each([
    ['/es/v2/guide', { v2: '/es/v2/guide', v1: '/es/v1/guide' }],
    ['/v1/guide', { v2: '/v2/guide', v1: '/v1/guide' }],
    ['/quickstart', { v2: '/quickstart', v1: '/v1/guide' }],
  ])('from %s the versions lead to %o', async (url, want) => {
    expect(await switcher(url, 'version')).toMatchObject(want);
  });
});
