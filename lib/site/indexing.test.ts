import { describe, expect, it } from 'vitest';
import { isListedForCrawlers, isNoindex, isSearchable } from './indexing';
import type { RouteEntry } from './types';

const page = (patch: Partial<RouteEntry>, frontmatter: Record<string, unknown> = {}): RouteEntry => ({
  url: '/p',
  kind: 'page',
  title: 'P',
  file: 'p.mdx',
  hidden: false,
  inNav: true,
  frontmatter,
  ...patch,
});

// Mintlify organize/hidden-pages.mdx, "Search, SEO, and AI indexing": one row per property.
describe('who may find a page', () => {
  it.each([
    ['listed', page({}), undefined, [false, true, true]],
    ['hidden: true', page({ hidden: true }, { hidden: true }), undefined, [true, false, false]],
    ['not listed in docs.json', page({ hidden: true, inNav: false }), undefined, [false, false, false]],
    ['noindex: true', page({ noindex: true }, { noindex: true }), undefined, [true, false, false]],
    ['searchable: false', page({}, { searchable: false }), undefined, [false, true, false]],
    ['in a hidden tab or group', page({ hidden: true }), undefined, [false, false, false]],
    ['in a hidden tab or group with searchable: true', page({ hidden: true, findable: true }), undefined, [false, true, true]],
    ['hidden, seo.indexing all', page({ hidden: true }, { hidden: true }), 'all' as const, [false, true, true]],
    ['noindex, seo.indexing all', page({ noindex: true }), 'all' as const, [true, false, false]],
  ])('%s', (_name, route, indexing, [noindex, listed, searchable]) => {
    const config = indexing ? { seo: { indexing } } : null;
    expect([isNoindex(route, config), isListedForCrawlers(route, config), isSearchable(route, config)]).toEqual([
      noindex,
      listed,
      searchable,
    ]);
  });
});
