import type { Metadata } from 'next';
import type { DocsConfig } from '../config/schema';
import { isNoindex } from '../site/indexing';
import { hrefOf } from '../site/page-href';
import type { RouteEntry } from '../site/types';
import { buildSocialTags, SOCIAL_KEYS, type SocialTag } from './social-tags';

type Tags = Record<string, string>;

/**
 * The meta tags of docs.json `seo.metatags` and of a page's frontmatter that are neither social
 * tags (lib/page-meta/social-tags, which the page writes itself) nor ones Next's metadata has a
 * field for: `<meta name>` tags such as `google-site-verification` or `robots`, as Mintlify injects
 * them (optimize/seo.mdx).
 */
export function buildNamedMetaTags(tags: Tags): Metadata {
  const other = Object.fromEntries(Object.entries(tags).filter(([key]) => !SOCIAL_KEYS.has(key)));
  return Object.keys(other).length ? { other } : {};
}

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
 * The head of one docs page, as Next's metadata: title, description, keywords, robots, canonical
 * and the other name tags. Its Open Graph and Twitter tags are pageSocialTags.
 */
export function buildPageMetadata(route: RouteEntry, config: DocsConfig | null): Metadata {
  const canonical = buildCanonical(route, config);
  const gated = Boolean(route.groups?.length) || route.public === false;
  return {
    title: route.title,
    description: route.description,
    keywords: route.frontmatter?.keywords,
    robots: isNoindex(route, config) || gated ? { index: false } : undefined,
    ...(canonical ? { alternates: { canonical } } : {}),
    ...buildNamedMetaTags(pageTags(route, config)),
  };
}

/**
 * The Open Graph and Twitter tags of one docs page: frontmatter `og:*`/`twitter:*` over docs.json
 * `seo.metatags`. Without an `og:image` of its own or in `seo.metatags`, a page gets its generated
 * image, when the site's public origin is known (an image URL in a social card must be absolute).
 */
export function pageSocialTags(route: RouteEntry, config: DocsConfig | null): SocialTag[] {
  const tags = pageTags(route, config);
  const base = publicBase(config);
  if (!tags['og:image'] && base) tags['og:image'] = ogImagePath(route);
  return buildSocialTags(
    tags,
    { title: route.title, description: route.description, url: buildCanonical(route, config), siteName: config?.name },
    base,
  );
}

function pageTags(route: RouteEntry, config: DocsConfig | null): Tags {
  return { ...(config?.seo?.metatags ?? {}), ...frontmatterTags(route) };
}

/** The site's public origin: `seo.metatags.canonical`, else SITE_URL (Next's metadataBase is the same). */
export function publicBase(config: DocsConfig | null): string | undefined {
  const base = config?.seo?.metatags?.canonical ?? process.env.SITE_URL;
  return base && URL.canParse(base) ? base : undefined;
}
