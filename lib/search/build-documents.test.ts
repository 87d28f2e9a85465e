import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { buildSearchIndex } from './build-index';
import { SEARCH_OPTIONS, type SearchDocument } from './search-options';

describe('search index', () => {
  it('finds page sections by body words and endpoints by path', async () => {
    const site = await loadSite(path.resolve(__dirname, '../../test/fixtures/discover-site'));
    const json = await buildSearchIndex(site, site.routes);
    const search = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
    expect(search.search('reference written')[0]).toMatchObject({ url: '/api/list-things', kind: 'endpoint' });
    expect(search.search('/things')[0]).toMatchObject({ url: '/api/list-things', method: 'GET', path: '/things' });
    expect(search.search('hello')[0]).toMatchObject({ url: '/', title: 'Home' });
  });
});
