import type { Banner } from '../config/banner-schema';
import type { FooterConfig, NavbarConfig } from '../config/navbar-footer-schema';
import type { NavItem, NavRoot } from '../config/types';

type Own = { banner: Banner; navbar: NavbarConfig; footer: FooterConfig };

/**
 * What the languages of `navigation.languages` set for themselves in place of docs.json's root
 * `banner`, `navbar` or `footer` (Mintlify guides/internationalization.mdx: "Language-specific
 * footer and navbar override the global settings for that language"), by language code; the first
 * listing of a code wins. Empty when no language sets `key`.
 */
export function languageOwn<K extends keyof Own>(nav: NavRoot | null, key: K): Map<string, Own[K]> {
  const own = new Map<string, Own[K]>();
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      if (item.kind === 'language' && item.code && item[key] && !own.has(item.code)) own.set(item.code, item[key] as Own[K]);
      if ('children' in item) walk(item.children);
    }
  };
  walk(nav?.children ?? []);
  return own;
}
