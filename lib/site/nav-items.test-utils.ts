import type { NavItem } from '../config/types';

/** Test factories for docs.json navigation items, shared by the layout-model and sidebar-window tests. */
export const at = { jsonPath: 'x', file: 'docs.json' };
export const page = (entry: string): NavItem => ({ kind: 'page', entry, ...at });
/** `n` pages named `<prefix>1` … `<prefix>n`. */
export const pages = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => page(`${prefix}${i + 1}`));
export const group = (label: string, children: NavItem[], extra: object = {}): NavItem => ({
  kind: 'group',
  label,
  children,
  ...at,
  ...extra,
});
export const tab = (label: string, children: NavItem[], extra: object = {}): NavItem => ({ kind: 'tab', label, children, ...at, ...extra });
