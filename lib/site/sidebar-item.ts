/** The sidebar's items as the layout model gives them to the docs shell (layout-model.ts, sidebar-window.ts). */
export type SidebarItem =
  | { type: 'page'; label: string; url: string; icon?: string; tag?: string; active: boolean; method?: string; deprecated?: boolean }
  | { type: 'link'; label: string; url: string; icon?: string }
  | {
      type: 'group';
      label: string;
      icon?: string;
      tag?: string;
      url?: string;
      open: boolean;
      active: boolean;
      items: SidebarItem[];
      /**
       * Set when the items were left out of the page (see pruneSidebar): where to fetch them
       * (lib/site/nav-group) and the group's first page, for readers without JavaScript.
       */
      lazy?: NavGroupAddress & { first?: PageLink };
    }
  /** `count` rows from `from` of the long open group at `lazy` (labelled `label`) that the page leaves out (sidebar-window). */
  | { type: 'gap'; label: string; from: number; count: number; lazy: NavGroupAddress; first?: PageLink };

/** A page's label and URL: a pager link, a group's first page. */
export type PageLink = { label: string; url: string };

/**
 * Where a lazy group's items are: the division (index path through the division levels), the
 * group (index path through the division's sidebar) and the content version of that sidebar.
 */
export type NavGroupAddress = { division: string; group: string; version: string };
