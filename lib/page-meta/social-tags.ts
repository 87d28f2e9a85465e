import { rootRelative } from '../site/branding';

type Tags = Record<string, string>;

/** One Open Graph (`<meta property>`) or Twitter (`<meta name>`) tag, as components/docs/social-meta.tsx writes it. */
export type SocialTag = { property: string; content: string } | { name: string; content: string };

type Defaults = { title?: string; description?: string; url?: string; siteName?: string };

type Pair = [key: string, content: string | undefined];

/** An image and its size: Lectern's generated cards, and the size docs.json images are asked to have, 1200 x 630. */
const imageTags = (prefix: string, url: string | undefined): Pair[] =>
  url
    ? [
        [`${prefix}:image`, url],
        [`${prefix}:image:width`, '1200'],
        [`${prefix}:image:height`, '630'],
      ]
    : [];

/**
 * A page's Open Graph and Twitter tags from docs.json `seo.metatags` and its frontmatter, written by
 * Lectern rather than by Next's `openGraph`/`twitter` metadata (issue 12). Next always copies
 * og:title and og:description into twitter:title and twitter:description, and Next's metadata
 * travels three times per prerendered page (the head, the inline RSC payload and the `.rsc` file),
 * so those copies cost ~0.7 KB of every page for nothing: X reads og:title, og:description and
 * og:image when its own tags are absent (its cards documentation, "falls back to og:…"). So a
 * twitter:title, twitter:description or twitter:image is written only when it says something else;
 * twitter:card, which has no Open Graph counterpart, always. Root-relative URLs are made absolute on
 * `base` (the site's public origin), as Next's `metadataBase` did: a card's image must be absolute.
 */
export function buildSocialTags(tags: Tags, defaults: Defaults, base?: string): SocialTag[] {
  const absolute = (url: string | undefined) => {
    const relative = rootRelative(url);
    return relative && base && relative.startsWith('/') ? `${base.replace(/\/$/, '')}${relative}` : relative;
  };
  const title = tags['og:title'] ?? defaults.title;
  const description = tags['og:description'] ?? defaults.description;
  const image = absolute(tags['og:image']);
  const twitterImage = absolute(tags['twitter:image']) ?? image;
  const og: Pair[] = [
    ['og:title', title],
    ['og:description', description],
    ['og:url', absolute(tags['og:url'] ?? defaults.url)],
    ['og:site_name', tags['og:site_name'] ?? defaults.siteName],
    ['og:locale', tags['og:locale']],
    ...imageTags('og', image),
    ['og:type', 'website'],
  ];
  const twitter: Pair[] = [
    ['twitter:card', tags['twitter:card'] ?? 'summary_large_image'],
    ['twitter:site', tags['twitter:site']],
    ['twitter:creator', tags['twitter:creator']],
    ['twitter:title', unlessSame(tags['twitter:title'], title)],
    ['twitter:description', unlessSame(tags['twitter:description'], description)],
    ...imageTags('twitter', twitterImage === image ? undefined : twitterImage),
  ];
  return [
    ...og.flatMap(([property, content]) => (content ? [{ property, content }] : [])),
    ...twitter.flatMap(([name, content]) => (content ? [{ name, content }] : [])),
  ];
}

const unlessSame = (value: string | undefined, fallback: string | undefined) => (value === fallback ? undefined : value);

/** The tag keys buildSocialTags writes, or that Next's own metadata writes (title, description, keywords, canonical). */
export const SOCIAL_KEYS = new Set([
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
