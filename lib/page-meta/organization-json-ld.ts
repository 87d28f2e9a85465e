import type { DocsConfig } from '../config/schema';
import { buildBranding } from '../site/branding';

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become `\u003c`-style
 * escapes (still the same JSON string values), so a value holding `</script>` or `<!--` cannot
 * end the script element or change how the HTML parser reads it.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The schema.org `Organization` that publishes the site (Mintlify optimize/seo.mdx, "Structured
 * data"), from docs.json `seo.organization`; what it leaves out is derived as Mintlify does: the
 * site name, the docs logo, and the site URL (`seo.metatags.canonical`, else `SITE_URL`) with
 * `#organization` as the stable `@id`. Fields with no value are left out, not written empty.
 */
export function buildOrganizationJsonLd(config: DocsConfig, siteUrl: string | undefined): Record<string, unknown> {
  const org = config.seo?.organization ?? {};
  const origin = (config.seo?.metatags?.canonical ?? siteUrl ?? '').replace(/\/$/, '');
  const base = /^https?:\/\//i.test(origin) && URL.canParse(origin) ? origin : undefined;
  const absolute = (href: string | undefined) => (href && base && href.startsWith('/') ? `${base}${href}` : href);
  const logo = org.logo ?? buildBranding(config).logo?.light;
  const entity: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': org.id ?? (base ? `${base}/#organization` : undefined),
    name: org.name ?? config.name,
    legalName: org.legalName,
    url: org.url ?? base,
    logo: logo && !logo.startsWith('data:') ? absolute(logo.startsWith('/') || /^https?:/i.test(logo) ? logo : `/${logo}`) : undefined,
    sameAs: org.sameAs?.length ? org.sameAs : undefined,
  };
  return Object.fromEntries(Object.entries(entity).filter(([, v]) => v !== undefined));
}
