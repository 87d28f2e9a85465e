import { afterEach, describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/schema';
import type { RouteEntry } from '../site/types';
import { buildCanonical, buildPageMetadata, pageSocialTags } from './head-metadata';

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
  it('frontmatter og:* and twitter:* win over seo.metatags; other metatags stay name tags; no social tag goes through Next', () => {
    const fm = { 'og:title': 'Own title', 'twitter:site': '@acme', keywords: ['k'] } as unknown as RouteEntry['frontmatter'];
    const r = route({ frontmatter: fm, description: 'D' });
    const c = config({ metatags: { 'og:title': 'Site', 'og:image': '/og.png', 'google-site-verification': 'v' } });
    const meta = buildPageMetadata(r, c);
    // Next's openGraph would add twitter:title and twitter:description copies (issue 12).
    expect(meta.openGraph).toBeUndefined();
    expect(meta.twitter).toBeUndefined();
    expect(meta.other).toEqual({ 'google-site-verification': 'v' });
    expect(meta.keywords).toEqual(['k']);
    expect(pageSocialTags(r, c)).toEqual([
      { property: 'og:title', content: 'Own title' },
      { property: 'og:description', content: 'D' },
      { property: 'og:site_name', content: 'Acme' },
      { property: 'og:image', content: '/og.png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:site', content: '@acme' },
    ]);
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

describe('pageSocialTags', () => {
  const twitterOf = (tags: ReturnType<typeof pageSocialTags>) =>
    tags.filter((t) => 'name' in t).map((t) => `${'name' in t ? t.name : ''}=${t.content}`);

  it('a Twitter tag only where it differs from its Open Graph one (X falls back to og:title, og:description, og:image)', () => {
    process.env.SITE_URL = 'https://docs.acme.dev';
    const same = pageSocialTags(route({ description: 'D' }), config());
    expect(twitterOf(same)).toEqual(['twitter:card=summary_large_image']);
    const fm = { 'twitter:title': 'Tweet title', 'twitter:description': 'Tweet text', 'twitter:image': 'cards/x.png' };
    const own = pageSocialTags(route({ description: 'D', frontmatter: fm as unknown as RouteEntry['frontmatter'] }), config());
    expect(twitterOf(own)).toEqual([
      'twitter:card=summary_large_image',
      'twitter:title=Tweet title',
      'twitter:description=Tweet text',
      'twitter:image=https://docs.acme.dev/cards/x.png',
      'twitter:image:width=1200',
      'twitter:image:height=630',
    ]);
  });

  it('the generated card and every relative URL absolute on the public origin; without one, no generated card', () => {
    const c = config({ metatags: { canonical: 'https://docs.acme.dev/' } });
    const tags = pageSocialTags(route(), c);
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://docs.acme.dev/og-image/guide/start' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://docs.acme.dev/guide/start' });
    expect(pageSocialTags(route(), config()).some((t) => 'property' in t && t.property === 'og:image')).toBe(false);
    // An absolute image stays as given.
    const fm = { 'og:image': 'https://cdn.acme.dev/card.png' } as unknown as RouteEntry['frontmatter'];
    expect(pageSocialTags(route({ frontmatter: fm }), c)).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.acme.dev/card.png',
    });
  });
});
