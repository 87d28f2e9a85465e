import type { DocsConfig } from '../config/schema';
import type { RouteEntry } from './types';

/*
 * Who may find a page, as Mintlify's table in organize/hidden-pages.mdx has it:
 *
 *   page                      robots meta   sitemap   site search   llms.txt
 *   hidden: true              noindex       out       out           out
 *   not listed in docs.json   (indexed)     out       out           out
 *   noindex: true             noindex       out       out           out
 *   searchable: false         (indexed)     in        out           in
 *   in a hidden tab or group  (indexed)     out       out           out
 *     with `searchable: true` (indexed)     in        in            in
 *   seo.indexing: "all"       hidden and unlisted pages are treated as listed ones
 *
 * One module, so the head, the sitemap, search and llms.txt can never disagree.
 */

type Config = Pick<DocsConfig, 'seo'> | null | undefined;

function indexesHidden(config: Config): boolean {
  return config?.seo?.indexing === 'all';
}

/** Whether the page's head says `noindex`: frontmatter `noindex`, or `hidden` unless `seo.indexing` is `all`. */
export function isNoindex(route: RouteEntry, config: Config): boolean {
  if (route.noindex) return true;
  return route.frontmatter?.hidden === true && !indexesHidden(config);
}

/** Whether the page is listed in sitemap.xml and llms.txt: not `noindex`, and listed (or every page, with `seo.indexing: all`). */
export function isListedForCrawlers(route: RouteEntry, config: Config): boolean {
  if (route.noindex) return false;
  return !route.hidden || route.findable === true || indexesHidden(config);
}

/** Whether the site search (and what reads it: the MCP server) may return the page: also not `searchable: false`. */
export function isSearchable(route: RouteEntry, config: Config): boolean {
  return isListedForCrawlers(route, config) && route.frontmatter?.searchable !== false;
}
