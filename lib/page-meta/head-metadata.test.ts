import { afterEach, describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/schema';
import type { RouteEntry } from '../site/types';
import { buildCanonical, buildPageMetadata } from './head-metadata';

const route = (patch: Partial<RouteEntry> = {}): RouteEntry => ({
  url: '/guide/start',
  kind: 'page',
  title: 'Start',
  file: 'start.mdx',
  hidden: false,
  inNav: true,
  ...patch,
});
const config = (seo?: DocsConfig['seo']) => ({ name: 'Acme', navigation: { pages: [] }, ...(seo ? { seo } : {}) }) as unknown as DocsConfig;

afterEach(() => {
  delete process.env.SITE_URL;
});

describe('buildCanonical', () => {
  it.each([
    [
      'frontmatter canonical wins',
      route({ frontmatter: { canonical: 'https://x.dev/latest/start' } }),
      config({ metatags: { canonical: 'https://docs.acme.dev' } }),
      undefined,
      'https://x.dev/latest/start',
    ],
    [
      'seo.metatags.canonical is the base',
      route(),
      config({ metatags: { canonical: 'https://docs.acme.dev/' } }),
      'http://ignored.dev',
      'https://docs.acme.dev/guide/start',
    ],
    ['SITE_URL without a configured base', route(), config(), 'https://site.dev', 'https://site.dev/guide/start'],
    ['no origin known: none', route(), config(), undefined, undefined],
  ])('%s', (_name, r, c, siteUrl, want) => {
    if (siteUrl) process.env.SITE_URL = siteUrl;
    expect(buildCanonical(r, c)).toBe(want);
  });
});

describe('buildPageMetadata', () => {
  it('frontmatter og:* and twitter:* win over seo.metatags; other metatags stay name tags', () => {
    const fm = { 'og:title': 'Own title', 'twitter:site': '@acme', keywords: ['k'] } as unknown as RouteEntry['frontmatter'];
    const meta = buildPageMetadata(
      route({ frontmatter: fm, description: 'D' }),
      config({ metatags: { 'og:title': 'Site', 'og:image': '/og.png', 'google-site-verification': 'v' } }),
    );
    expect(meta.openGraph).toMatchObject({
      title: 'Own title',
      description: 'D',
      siteName: 'Acme',
      images: [{ url: '/og.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Own title', site: '@acme' });
    expect(meta.other).toEqual({ 'google-site-verification': 'v' });
    expect(meta.keywords).toEqual(['k']);
  });

  it.each([
    ['a listed page', route(), undefined, undefined],
    ['frontmatter noindex', route({ noindex: true }), undefined, { index: false }],
    ['frontmatter hidden', route({ hidden: true, frontmatter: { hidden: true } }), undefined, { index: false }],
    ['hidden, with seo.indexing all', route({ hidden: true, frontmatter: { hidden: true } }), { indexing: 'all' as const }, undefined],
    ['unlisted (hidden, no frontmatter): only out of the sitemap', route({ hidden: true, inNav: false }), undefined, undefined],
    ['gated', route({ groups: ['staff'] }), undefined, { index: false }],
  ])('robots: %s', (_name, r, seo, want) => {
    expect(buildPageMetadata(r, config(seo)).robots).toEqual(want);
  });
});
