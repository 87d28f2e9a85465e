import type { Frontmatter } from '../content/frontmatter';
import { linkTarget } from '../content/find-links';
import { hrefOf } from './page-href';
import type { RouteEntry, Site } from './types';

/**
 * A page's "Related topics" (Mintlify organize/related-pages.mdx): the pages and links its
 * frontmatter `related` lists, each a root-relative path (`/deploy/auth`), an absolute http(s)
 * URL, or a `Title: link` pair. An internal page's label and icon are its own (sidebar title, then
 * title) unless a title is given; the page itself, and a path that names no page of `site`, are
 * left out. Mintlify's automatic suggestions come from a dashboard add-on that has no place in a
 * docs folder, so only the curated list is drawn.
 *
 * `site` is the site as the reader may see it (app/docs-route.tsx passes `visibleSite`): a gated
 * page is never named on a page of a reader outside its groups.
 */
export type RelatedLink = { label: string; href: string; external: boolean; icon?: string; iconType?: string };

/** Mintlify's maximum number of related pages. */
export const MAX_RELATED = 10;

/** The entries of `related` as written, in order: a link and the title given with it, if any. */
export function relatedEntries(related: Frontmatter['related']): { title?: string; link: string }[] {
  if (!Array.isArray(related)) return [];
  return related.flatMap((entry) =>
    typeof entry === 'string' ? [{ link: entry }] : Object.entries(entry).map(([title, link]) => ({ title, link })),
  );
}

/** Whether `link` is an address outside the docs Lectern will link to (http, https). */
export function isExternalRelated(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** The related links of `route` that resolve in `site`, at most MAX_RELATED. */
export function relatedLinks(site: Site, route: RouteEntry): RelatedLink[] {
  const links: RelatedLink[] = [];
  for (const { title, link } of relatedEntries(route.frontmatter?.related)) {
    if (isExternalRelated(link)) {
      links.push({ label: title ?? link.replace(/^https?:\/\//i, '').replace(/\/$/, ''), href: link, external: true });
    } else if (link.startsWith('/')) {
      const target = site.byUrl.get(linkTarget(link));
      if (!target || target.url === route.url) continue;
      const hash = link.includes('#') ? link.slice(link.indexOf('#')) : '';
      links.push({
        label: title ?? target.sidebarTitle ?? target.title,
        href: hrefOf(target.url) + hash,
        external: false,
        ...(target.icon ? { icon: target.icon } : {}),
        ...(typeof target.frontmatter?.iconType === 'string' ? { iconType: target.frontmatter.iconType } : {}),
      });
    }
    if (links.length === MAX_RELATED) break;
  }
  return links;
}
