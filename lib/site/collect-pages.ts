import { placementBelow, TOP_PLACEMENT, type NavPlacement } from '../config/nav-placement';
import type { NavItem, NavPage, NavRoot } from '../config/types';

/** Every page entry in navigation order, with the chain of ancestors that holds it. */
export type PlacedPage = { page: NavPage; ancestors: NavItem[]; placement: NavPlacement };

/** Walks the navigation tree in order; the placement says what the ancestors hide and boost. */
export function collectPages(nav: NavRoot): PlacedPage[] {
  const out: PlacedPage[] = [];
  const visit = (items: NavItem[], ancestors: NavItem[], placement: NavPlacement) => {
    for (const item of items) {
      if (item.kind === 'page') out.push({ page: item, ancestors, placement });
      else if ('children' in item) visit(item.children, [...ancestors, item], placementBelow(placement, item));
    }
  };
  visit(nav.children, [], TOP_PLACEMENT);
  return out;
}
