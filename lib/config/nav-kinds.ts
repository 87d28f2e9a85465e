import type { DivisionKind } from './types';

/** Every kind of navigation element, with `root` for the `navigation` object itself. */
export type ElementKind = DivisionKind | 'group' | 'root';

/** The keys that hold an element's children. */
export type ChildKey = 'tabs' | 'anchors' | 'dropdowns' | 'groups' | 'pages' | 'versions' | 'languages' | 'products' | 'menu';

/** The key carrying each element's label (`{ "tab": "Guides" }`); a menu item uses `item`. */
export const LABEL_KEY = {
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  version: 'version',
  language: 'language',
  product: 'product',
  menu: 'item',
  group: 'group',
} as const satisfies Record<Exclude<ElementKind, 'root'>, string>;

/** What each child key holds. */
export const CHILD_KIND = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  versions: 'version',
  languages: 'language',
  products: 'product',
  menu: 'menu',
  groups: 'group',
  pages: 'page',
} as const satisfies Record<ChildKey, ElementKind | 'page'>;

const DIVISION_CHILDREN = ['tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'versions', 'languages', 'products'] as const;
const except = (key: ChildKey) => DIVISION_CHILDREN.filter((k) => k !== key);

/**
 * The child keys each element may use, one at a time. A division cannot hold its own kind
 * (no tab in a tab); `menu` belongs to tabs and products; groups nest through `pages`.
 */
export const CHILD_KEYS: Record<ElementKind, readonly ChildKey[]> = {
  root: DIVISION_CHILDREN,
  tab: [...except('tabs'), 'menu'],
  anchor: except('anchors'),
  dropdown: except('dropdowns'),
  version: except('versions'),
  language: except('languages'),
  product: [...except('products'), 'menu'],
  menu: DIVISION_CHILDREN,
  group: ['pages'],
};

const NAMES: Record<ElementKind, string> = {
  tab: 'a tab',
  anchor: 'an anchor',
  dropdown: 'a dropdown',
  version: 'a version',
  language: 'a language',
  product: 'a product',
  menu: 'a menu item',
  group: 'a group',
  root: '`navigation`',
};

/** How messages name an element kind: 'a tab', 'an anchor', '`navigation`'. */
export function kindName(kind: ElementKind): string {
  return NAMES[kind];
}

/** The kind whose label key is `key`, if any: `group` → 'group', `item` → 'menu'. */
export function kindOfLabel(key: string): Exclude<ElementKind, 'root'> | undefined {
  const entry = Object.entries(LABEL_KEY).find(([, label]) => label === key);
  return entry?.[0] as Exclude<ElementKind, 'root'> | undefined;
}
