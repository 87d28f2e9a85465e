import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchSite } from '../search/search-site';
import { summarize } from './api-pages';
import { loadSite } from './load-site';

describe('generated pages’ descriptions', () => {
  it('are the first paragraph of the operation’s Markdown, as plain text, at most 300 characters', () => {
    expect(summarize('Returns the **book** with [its author](/authors).\n\nSecond paragraph.')).toBe('Returns the book with its author.');
    const long = summarize(`${'word '.repeat(100)}end`);
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('reach the route table, so search finds an endpoint by its description', async () => {
    const site = await loadSite(path.resolve(__dirname, '../..'));
    expect(site.byUrl.get('/api-reference/media/get-a-json-document')).toMatchObject({
      description: 'Returns a small JSON document: one book, with a nested author.',
    });
    expect((await searchSite(site, 'nested author'))[0]).toMatchObject({
      url: '/api-reference/media/get-a-json-document',
      kind: 'endpoint',
    });
  });
});
