import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { buildSearchScope } from './search-scope';
import { searchSite } from './search-site';

const FIXTURE = path.resolve(__dirname, '../../test/fixtures/lang-site');

describe('buildSearchScope', () => {
  // `quokkafy` is on the English, Spanish and Arabic pages, in v1 and v2.
  async function urls(from: string | null) {
    const site = await loadSite(FIXTURE);
    const hits = await searchSite(site, 'quokkafy', buildSearchScope(site, from));
    return [...new Set(hits.map((h) => h.url.split('#')[0]))].sort();
  }

  it.each([
    ['/es/v2/guide', ['/es/v2/guide']],
    ['/es/v1/guide', ['/es/v1/guide']],
    ['/es/', ['/es/v2/guide']],
    ['/', ['/', '/v2/guide']],
    ['/v1/guide', ['/v1/guide']],
    ['/ar/quickstart', ['/ar/quickstart']],
    // A 404 under /es/ is still Spanish (its version unknown: every Spanish version).
    ['/es/no-such-page', ['/es/v1/guide', '/es/v2/guide']],
  ])('from %s finds %o', async (from, want) => {
    expect(await urls(from)).toEqual(want);
  });

  it('keeps every page when the search does not say where it comes from', async () => {
    expect(await urls(null)).toEqual(['/', '/ar/quickstart', '/es/v1/guide', '/es/v2/guide', '/v1/guide', '/v2/guide']);
  });
});
