import type { DocsConfig } from '../config/schema';
import type { NavRoot, Problem } from '../config/types';
import type { Frontmatter } from '../content/frontmatter';
import type { OperationEntry } from '../openapi/operations';
import type { LoadedSpec } from '../openapi/types';
import type { CustomAssets } from './custom-assets';

export type RouteKind = 'page' | 'endpoint' | 'webhook' | 'schema';

/** `api.playground.display`, frontmatter `playground` and `x-docs.metadata.playground` (docs/docs-json.md). */
export type PlaygroundDisplay = 'interactive' | 'simple' | 'auth' | 'none';

/** One URL of the site: the single index that pages, sidebar, sitemap, search and the CLI read. */
export type RouteEntry = {
  url: string;
  kind: RouteKind;
  title: string;
  /** File behind the route, relative to the docs folder (the MDX page, or the spec). */
  file: string;
  sidebarTitle?: string;
  description?: string;
  icon?: string;
  tag?: string;
  /** Not listed in navigation (unlisted page, `hidden`, `x-hidden`), still reachable by URL. */
  hidden: boolean;
  /** Hidden by `searchable` tabs or groups only: still found (lib/config/nav-placement.ts). */
  findable?: true;
  /** The docs.json groups' `boost`, multiplied (lib/config/nav-placement.ts). */
  navBoost?: number;
  noindex?: boolean;
  /** Whether the page appears in the navigation tree at all. */
  inNav: boolean;
  frontmatter?: Frontmatter;
  /** Line of each frontmatter key in the file, for locating problems found later. */
  frontmatterLines?: Record<string, number>;
  method?: string;
  path?: string;
  name?: string;
  spec?: string;
  deprecated?: boolean;
  version?: string;
  /**
   * Access, resolved at load time from the page (frontmatter or `x-docs.metadata`), its
   * navigation ancestors and the docs.json root, nearest first (lib/site/route-access):
   * `groups` gates the page to signed-in members; `public: false` to signed-in readers.
   * Read through lib/auth `canView`, never directly.
   */
  public?: boolean;
  groups?: string[];
  /** The page's own playground setting, overriding `api.playground.display`. */
  playground?: PlaygroundDisplay;
  /** With `playground: auth`: only members of these groups get the playground. */
  playgroundGroups?: string[];
};

/** An operation and the document it belongs to: what an endpoint page's playground and the proxy work from. */
export type SiteOperation = { spec: LoadedSpec; entry: OperationEntry };

/** Everything known about a docs folder after one load: built once per build, never per request. */
export type Site = {
  docsDir: string;
  config: DocsConfig | null;
  nav: NavRoot | null;
  routes: RouteEntry[];
  byUrl: Map<string, RouteEntry>;
  /** Every loaded OpenAPI document, by its declared source. */
  specs: Map<string, LoadedSpec>;
  /** The synthetic operation of each hand-written endpoint page (frontmatter `api`), by URL, built at load. */
  handWrittenEndpoints: Map<string, SiteOperation>;
  problems: Problem[];
  /** The folder's own `.css` and `.js` files, included on every page (lib/site/custom-assets). */
  assets?: CustomAssets;
};
