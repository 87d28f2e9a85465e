import { slugify } from '@/lib/openapi/slug';
import type { PageLink } from '@/lib/site/layout-model';

/**
 * A collapsed sidebar group in compact form (issue 12): its group key, its label, and its first
 * page's label and URL (the link a reader without JavaScript follows). The URL is the part after the
 * run's shared folder, and is left out when guessFirstTail gives it, which it does for every group of
 * a generated API reference: `["9","oidc","List OIDC custom property inclusions for an enterprise"]`
 * instead of the same with `"/api-reference/oidc/list-oidc-custom-property-inclusions-for-an-enterprise"`,
 * on each of a large API's ~45 groups, in every page's RSC payload.
 */
export type LazyRow = [group: string, label: string, firstLabel?: string, firstTail?: string];

/**
 * The first page's URL after the shared folder, as a generated reference names it: the group's slug,
 * then the page's (lib/openapi/slug, the rule its URLs are made with). Only a guess: the server writes
 * the URL whenever this differs from it, so a hand-made navigation keeps its own URLs.
 */
export function guessFirstTail(label: string, firstLabel: string): string {
  return `${slugify(label)}/${slugify(firstLabel)}`;
}

/** The first page of a compact row, URL in full; undefined for a group with no page. */
export function firstOfRow([, label, firstLabel, tail]: LazyRow, base: string): PageLink | undefined {
  if (firstLabel === undefined) return undefined;
  return { label: firstLabel, url: base + (tail ?? guessFirstTail(label, firstLabel)) };
}
