import type { DirectoryLayout } from './types';
import type { NavGroup, NavItem, NavRoot } from './types';

/** A group whose root page shows a directory listing, and how it lists its children. */
export type DirectoryOf = { layout: Exclude<DirectoryLayout, 'none'>; group: NavGroup };

/**
 * The directory listing a page shows below its content: the first group whose `root` is that page
 * (`isPage` says whether a root entry names it: `help/index` and `help` are one page), with the `directory` value in force there. The value
 * is inherited from the nearest element above that sets it (`navigation`, a division, a group) and
 * a group's own value overrides it; "none" is the default (organize/navigation.mdx, "Directory
 * listings"). Only groups with a root page are affected, so a page that is no group's root gets
 * `undefined`, as does a root under "none".
 */
export function getDirectoryOf(nav: NavRoot, isPage: (root: string) => boolean): DirectoryOf | undefined {
  return findIn(nav.children, isPage, nav.directory ?? 'none');
}

function findIn(items: NavItem[], isPage: (root: string) => boolean, inherited: DirectoryLayout): DirectoryOf | undefined {
  for (const item of items) {
    if (!('children' in item)) continue;
    const layout = item.directory ?? inherited;
    if (item.kind === 'group' && item.root !== undefined && isPage(item.root)) {
      return layout === 'none' ? undefined : { layout, group: item };
    }
    const below = findIn(item.children, isPage, layout);
    if (below) return below;
  }
  return undefined;
}
