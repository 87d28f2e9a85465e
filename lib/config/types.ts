/**
 * The navigation tree Lectern builds from `docs.json`: the one shape that the route table, the
 * sidebar, `lectern check` and `lectern routes` all read. It is plain data (serialisable), with the
 * JSON path of every element kept so later stages can report located problems.
 */

import type { FooterConfig, NavbarConfig } from './navbar-footer-schema';
import type { Banner } from './banner-schema';

export type DirectoryLayout = 'none' | 'accordion' | 'card';

/** A located build-time problem: the one error shape of the build-time layer. */
export type Problem = {
  severity: 'error' | 'warning';
  /** Path of the file, relative to the docs folder (`docs.json`, `guides/intro.mdx`). */
  file: string;
  /** JSON path (`navigation.tabs[1].groups[0].pages[3]`) or JSON pointer for specs; '' for the file itself. */
  path: string;
  line?: number;
  message: string;
};

/** An OpenAPI document attached to a navigation element (`openapi` key), normalised. */
export type OpenApiSource = {
  /** Repo path (as written, leading `/` removed) or `https://` URL. */
  source: string;
  /** URL directory for generated pages; default `api-reference`. */
  directory: string;
};

/** Fields every navigation element may carry. */
export type NavCommon = {
  /** Where the element was written: `navigation.tabs[0].groups[1]`. */
  jsonPath: string;
  /** File the element came from (differs from docs.json after `$ref` splitting). */
  file: string;
  icon?: string;
  /** docs.json `iconType`: the Font Awesome style of `icon` (components/ui/icon-type.ts). */
  iconType?: string;
  tag?: string;
  /** Shown under the label in product switchers and tab menus (`description` in docs.json). */
  description?: string;
  hidden?: boolean;
  /** On a hidden tab or group: its pages stay findable (lib/config/nav-placement.ts). */
  searchable?: boolean;
  /** On a tab (or a tab that is a link): drawn at the far end of the tab bar (`align: "end"`). */
  align?: 'end';
  public?: boolean;
  groups?: string[];
  /** Specs declared on this element itself (not inherited). */
  openapi?: OpenApiSource[];
  /** `directory` as declared on this element (inherited down the tree: lib/config/directory.ts). */
  directory?: DirectoryLayout;
  /** An anchor's or dropdown's icon colour per theme (docs.json `color`, both sides filled in). */
  color?: NavColor;
};

/** A colour per theme, as CSS colours; drawn with `light-dark()` (components/docs/nav-icon.tsx). */
export type NavColor = { light: string; dark: string };

export type DivisionKind = 'tab' | 'anchor' | 'dropdown' | 'version' | 'language' | 'product' | 'menu';

/** A tab, anchor, dropdown, version, language, product or menu item. */
export type NavDivision = NavCommon & {
  kind: DivisionKind;
  label: string;
  /** External (or internal) link: a link-only division has no children. */
  href?: string;
  /** For `language` divisions: the language code; for `version`: the version name. */
  code?: string;
  /** `default: true` on versions/languages. */
  isDefault?: boolean;
  /** A language's own `banner` (replaces docs.json's root banner on its pages). */
  banner?: Banner;
  /** A language's own `navbar` and `footer` (replace docs.json's root ones on its pages). */
  navbar?: NavbarConfig;
  footer?: FooterConfig;
  children: NavItem[];
};

export type NavGroup = NavCommon & {
  kind: 'group';
  label: string;
  expanded?: boolean;
  /** Page entry opened by clicking the group label. */
  root?: string;
  /** Multiplies the search scores of the group's pages (lib/config/nav-placement.ts). */
  boost?: number;
  children: NavItem[];
};

/** An MDX/MD page entry: `guides/quickstart` (leading `/` removed). */
export type NavPage = { kind: 'page'; entry: string; jsonPath: string; file: string; line?: number };

/** `GET /users` or `openapi/v2.yaml POST /users`. */
export type NavOperation = {
  kind: 'operation';
  spec?: string;
  method: string;
  path: string;
  jsonPath: string;
  file: string;
  line?: number;
  /** Filled by OpenAPI expansion (lib/openapi): the page URL, sidebar title and labels. */
  resolved?: ResolvedApiPage;
};

/** What OpenAPI expansion knows about a generated page, attached to its navigation entry. */
export type ResolvedApiPage = {
  url: string;
  title: string;
  /** The spec's source as declared (repo path or URL), identifying the document. */
  spec: string;
  deprecated?: boolean;
  hidden?: boolean;
  version?: string;
};

/** `webhook orderPaid` or `openapi/v2.yaml webhook orderPaid`. */
export type NavWebhook = {
  kind: 'webhook';
  spec?: string;
  name: string;
  jsonPath: string;
  file: string;
  line?: number;
  resolved?: ResolvedApiPage;
};

/** A link-only entry in `global` or a division with only `href`. */
export type NavLink = NavCommon & {
  kind: 'link';
  label: string;
  href: string;
  /** The division it was written as (`tabs` → 'tab'), so global tabs and anchors render apart. */
  division?: DivisionKind;
};

export type NavItem = NavDivision | NavGroup | NavPage | NavOperation | NavWebhook | NavLink;

export type NavRoot = {
  kind: 'root';
  jsonPath: 'navigation';
  file: string;
  openapi?: OpenApiSource[];
  directory?: DirectoryLayout;
  public?: boolean;
  groups?: string[];
  children: NavItem[];
  /** `navigation.global`: link-only tabs/anchors/dropdowns shown everywhere. */
  global: NavItem[];
};
