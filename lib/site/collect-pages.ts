import type { NavItem, NavPage, NavRoot } from '../config/types';

/** Every page entry in navigation order, with the chain of ancestors that holds it. */
export type PlacedPage = { page: NavPage; ancestors: NavItem[]; hidden: boolean };

/** Walks the navigation tree in order; `hidden` is true when any ancestor is hidden. */
export function collectPages(nav: NavRoot): PlacedPage[] {
  const out: PlacedPage[] = [];
  const visit = (items: NavItem[], ancestors: NavItem[], hidden: boolean) => {
    for (const item of items) {
      if (item.kind === 'page') out.push({ page: item, ancestors, hidden });
      else if ('children' in item) visit(item.children, [...ancestors, item], hidden || Boolean(item.hidden));
    }
  };
  visit(nav.children, [], false);
  return out;
}
