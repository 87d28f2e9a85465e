import type { Metadata } from 'next';
import type { DocsConfig } from '../config/schema';
import { rootRelative } from '../site/branding';
import { isNoindex } from '../site/indexing';
import { hrefOf } from '../site/page-href';
import type { RouteEntry } from '../site/types';

type Tags = Record<string, string>;

/**
 * The meta tags of docs.json `seo.metatags` and of a page's frontmatter (`og:*`, `twitter:*`,
 * `canonical`, any other `name: value` pair) as Next metadata. Open Graph tags need
 * `<meta property>`, which only Next's `openGraph` object writes, so the known ones go there; the
 * rest become `<meta name>` tags (`google-site-verification`, `robots`…), as Mintlify injects them
 * (optimize/seo.mdx).
 */
export function buildMetaTags(tags: Tags, defaults: { title?: string; description?: string; url?: string; siteName?: string }): Metadata {
  const take = (key: string) => tags[key];
  const ogImage = take('og:image');
  const twitterImage = take('twitter:image') ?? ogImage;
  const size = { width: 1200, height: 630 };
  const other: Tags = {};
  for (const [key, value] of Object.entries(tags)) {
    if (!KNOWN.has(key)) other[key] = value;
  }
  const title = take('og:title') ?? defaults.title;
  const description = take('og:description') ?? defaults.description;
  return {
    openGraph: {
      type: 'website',
      siteName: take('og:site_name') ?? defaults.siteName,
      title,
      description,
      url: take('og:url') ?? defaults.url,
      ...(take('og:locale') ? { locale: take('og:locale') } : {}),
      ...(ogImage ? { images: [{ url: rootRelative(ogImage), ...size }] } : {}),
    },
    twitter: {
      card: (take('twitter:card') as 'summary' | 'summary_large_image' | undefined) ?? 'summary_large_image',
      title: take('twitter:title') ?? title,
      description: take('twitter:description') ?? description,
      ...(take('twitter:site') ? { site: take('twitter:site') } : {}),
      ...(take('twitter:creator') ? { creator: take('twitter:creator') } : {}),
      ...(twitterImage ? { images: [{ url: rootRelative(twitterImage), ...size }] } : {}),
    },
    ...(Object.keys(other).length ? { other } : {}),
  };
}

const KNOWN = new Set([
  'og:image',
  'og:title',
  'og:description',
  'og:url',
  'og:site_name',
  'og:locale',
  'og:type',
  'og:image:width',
  'og:image:height',
  'twitter:image',
  'twitter:title',
  'twitter:description',
  'twitter:card',
  'twitter:site',
  'twitter:creator',
  'twitter:image:width',
  'twitter:image:height',
  'canonical',
  'title',
  'description',
  'keywords',
]);

/** The string-valued frontmatter keys that are meta tags: `og:*`, `twitter:*` and `canonical`. */
function frontmatterTags(route: RouteEntry): Tags {
  const fm = (route.frontmatter ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(fm).filter(([key, value]) => typeof value === 'string' && /^(og|twitter):|^canonical$/.test(key)),
  ) as Tags;
}

/**
 * The canonical URL of a page: its frontmatter `canonical`, else the page's path on the base that
 * `seo.metatags.canonical` names (the site's public domain), else on SITE_URL. Without either,
 * none: the server cannot know the public origin, and a canonical naming the wrong host would
 * tell search engines to drop the real one.
 */
export function buildCanonical(route: RouteEntry, config: DocsConfig | null): string | undefined {
  const own = frontmatterTags(route).canonical;
  if (own) return own;
  const base = config?.seo?.metatags?.canonical ?? process.env.SITE_URL;
  return base ? `${base.replace(/\/$/, '')}${hrefOf(route.url)}` : undefined;
}

/** Where the generated Open Graph image of a page is served (app/og-image). */
export function ogImagePath(route: RouteEntry): string {
  const href = hrefOf(route.url);
  return href === '/' ? '/og-image' : `/og-image${href}`;
}

/**
 * The head of one docs page: title, description, keywords, robots, canonical, Open Graph and
 * Twitter tags. Without an `og:image` of its own or in `seo.metatags`, a page gets its generated
 * image, when the site's public origin is known (an image URL in a social card must be absolute).
 */
export function buildPageMetadata(route: RouteEntry, config: DocsConfig | null): Metadata {
  const canonical = buildCanonical(route, config);
  const tags: Tags = { ...(config?.seo?.metatags ?? {}), ...frontmatterTags(route) };
  if (!tags['og:image'] && (config?.seo?.metatags?.canonical ?? process.env.SITE_URL)) tags['og:image'] = ogImagePath(route);
  const gated = Boolean(route.groups?.length) || route.public === false;
  return {
    title: route.title,
    description: route.description,
    keywords: route.frontmatter?.keywords,
    robots: isNoindex(route, config) || gated ? { index: false } : undefined,
    ...(canonical ? { alternates: { canonical } } : {}),
    ...buildMetaTags(tags, { title: route.title, description: route.description, url: canonical, siteName: config?.name }),
  };
}
