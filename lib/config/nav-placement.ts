/**
 * What a page's place in the navigation says about finding it: hidden by a `hidden` element above
 * it, still findable when every such element is marked `searchable: true`, and the product of the
 * `boost` of the groups that hold it. MDX pages (lib/site/collect-pages.ts) and generated API
 * pages (lib/openapi/expand.ts) walk the tree with the same step, so the two kinds cannot differ.
 *
 * Mintlify's schema: `searchable` "when true on a hidden tab or group, descendant pages remain
 * indexed for search, sitemap, AI assistant, and llms.txt despite being hidden from the rendered
 * navigation. Has no effect when hidden is false"; a group's `boost` is a "search ranking
 * multiplier for pages in this group". Nested boosts multiply, as multipliers do.
 */
import type { NavItem, NavRoot } from './types';

export type NavPlacement = {
  /** Under a `hidden` element: not drawn in the navigation. */
  hidden: boolean;
  /** Under a `hidden` element that is not `searchable`: out of search, the sitemap and llms.txt too. */
  concealed: boolean;
  /** Product of the `boost` of the groups above (1 when none). */
  boost: number;
};

export const TOP_PLACEMENT: NavPlacement = { hidden: false, concealed: false, boost: 1 };

/** The placement of what `item` holds, given the placement of `item` itself. */
export function placementBelow(above: NavPlacement, item: NavItem | NavRoot): NavPlacement {
  const hidden = 'hidden' in item && item.hidden === true;
  const searchable = 'searchable' in item && item.searchable === true;
  const boost = item.kind === 'group' && item.boost !== undefined ? item.boost : 1;
  if (!hidden && boost === 1) return above;
  return {
    hidden: above.hidden || hidden,
    concealed: above.concealed || (hidden && !searchable),
    boost: above.boost * boost,
  };
}

/** What a route records of its placement (lib/site/indexing.ts and lib/search read it). */
export type SearchPlacement = {
  /** Hidden only by `hidden` tabs or groups marked `searchable: true`: still in search, the sitemap and llms.txt. */
  findable?: true;
  /** The `boost` of the groups that hold the page, multiplied; absent when 1. */
  navBoost?: number;
};

/** The route fields of a page with `placement`; `ownHidden`: the page hides itself too (frontmatter, `x-hidden`). */
export function searchPlacement(placement: NavPlacement, ownHidden: boolean): SearchPlacement {
  return {
    ...(placement.hidden && !placement.concealed && !ownHidden ? { findable: true as const } : {}),
    ...(placement.boost !== 1 ? { navBoost: placement.boost } : {}),
  };
}
