import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { searchSite } from './search-site';

describe('searchSite', () => {
  it('finds page sections by body words and endpoints by path', async () => {
    const site = await loadSite(path.resolve(__dirname, '../../test/fixtures/discover-site'));
    expect((await searchSite(site, 'reference written'))[0]).toMatchObject({ url: '/api/list-things', kind: 'endpoint' });
    expect((await searchSite(site, '/things'))[0]).toMatchObject({ url: '/api/list-things', method: 'GET', path: '/things' });
    expect((await searchSite(site, 'hello'))[0]).toMatchObject({ url: '/', title: 'Home' });
  });

  it('returns only hits the reader may see, and nothing for a blank query', async () => {
    const site = await loadSite(path.resolve(__dirname, '../../test/fixtures/discover-site'));
    expect(await searchSite(site, 'things', (route) => route.url !== '/api/list-things')).not.toContainEqual(
      expect.objectContaining({ url: '/api/list-things' }),
    );
    expect(await searchSite(site, '   ')).toEqual([]);
  });
});
