import type { ChildKey, ElementKind, LABEL_KEY } from './nav-kinds';
import type { Banner } from './banner-schema';
import type { FooterConfig, NavbarConfig } from './navbar-footer-schema';
import type { OpenApiValue } from './openapi-sources';
import type { DirectoryLayout } from './types';

// The shape of docs.json's `navigation`, as nav-schema.ts checks it. Written out by hand
// because the schema is recursive and built per element kind, which zod cannot infer.

/** A string in `pages` (see page-entry.ts) or a nested group. */
export type PageEntryConfig = string | GroupConfig;

type ElementFields = {
  icon?: string;
  iconType?: string;
  hidden?: boolean;
  tag?: string;
  public?: boolean;
  openapi?: OpenApiValue;
  directory?: DirectoryLayout;
  /** On an anchor or a dropdown: its icon colour per theme (nav-schema.ts). */
  color?: ColorConfig;
  /** On a hidden tab or group: its pages stay in search, the sitemap and llms.txt (nav-placement.ts). */
  searchable?: boolean;
};

/** docs.json `color` of an anchor or dropdown; at least one side is there. */
export type ColorConfig = { light?: string; dark?: string };

/** `directory` on any navigation element: how group root pages list their children (organize/navigation.mdx). */

export type GroupConfig = ElementFields & {
  group: string;
  pages?: PageEntryConfig[];
  expanded?: boolean;
  root?: string;
  /** Access groups allowed to see the group's pages. */
  groups?: string[];
  /** Multiplies the search scores of the group's pages (nav-placement.ts). */
  boost?: number;
};

/** Children of a division or of `navigation`; only one key is used at a time. */
export type ChildrenConfig = {
  /** Group objects are children; strings (on a division) are access groups. */
  groups?: (GroupConfig | string)[];
  pages?: PageEntryConfig[];
} & { [K in Exclude<ChildKey, 'groups' | 'pages'>]?: DivisionConfig[] };

/** A tab, anchor, dropdown, version, language, product or menu item: its label key names the kind. */
export type DivisionConfig = ElementFields &
  ChildrenConfig & { [K in (typeof LABEL_KEY)[Exclude<ElementKind, 'root' | 'group'>]]?: string } & {
    href?: string;
    description?: string;
    default?: boolean;
    /** On a language: its own banner, in place of the root one. */
    banner?: Banner;
    /** On a language: its own navbar and footer, in place of the root ones. */
    navbar?: NavbarConfig;
    footer?: FooterConfig;
    /** On a tab: which end of the tab bar it sits at. */
    align?: 'start' | 'end';
  };

/** A link-only entry of `navigation.global`. */
export type GlobalLinkConfig = { [K in 'tab' | 'anchor' | 'dropdown' | 'language' | 'version' | 'product']?: string } & {
  href: string;
  icon?: string;
  iconType?: string;
  /** On a global anchor or dropdown: its icon colour per theme. */
  color?: ColorConfig;
  hidden?: boolean;
  default?: boolean;
};

export type GlobalConfig = { [K in 'tabs' | 'anchors' | 'dropdowns' | 'languages' | 'versions' | 'products']?: GlobalLinkConfig[] };

export type NavigationConfig = ChildrenConfig & { openapi?: OpenApiValue; global?: GlobalConfig; directory?: DirectoryLayout };
