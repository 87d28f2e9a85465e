import type { DocsConfig } from '../config/schema';

export type NavbarLink = { label: string; href: string; icon?: string; iconType?: string };

/** The parts of docs.json the shell draws, flattened so components need no config knowledge. */
export type Branding = {
  name: string;
  description?: string;
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  /** `favicon.dark`: the icon browsers in dark mode show (a `prefers-color-scheme` media query). */
  faviconDark?: string;
  colors: { primary: string; light: string; dark: string };
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  links: NavbarLink[];
  primary?: NavbarLink;
  socials: NavbarLink[];
  footerColumns: { header?: string; items: NavbarLink[] }[];
  searchPrompt?: string;
};

const DEFAULT_COLORS = { primary: '#4F46E5', light: '#818CF8', dark: '#4338CA' };

/**
 * A file path in docs.json names a file of the docs folder, served from the site root: written
 * relative (`favicon.svg`, `./logo/light.svg`), a browser would resolve it against each page's
 * URL and miss on every nested page. URLs and `data:` stay as they are.
 */
export function rootRelative(file: string): string;
export function rootRelative(file: string | undefined): string | undefined;
export function rootRelative(file: string | undefined): string | undefined {
  if (!file || /^([a-z][a-z0-9+.-]*:|\/)/i.test(file)) return file;
  return `/${file.replace(/^(\.\/)+/, '')}`;
}

/** Builds the shell's branding from a parsed config; pure. */
export function buildBranding(config: DocsConfig): Branding {
  const c = config as DocsConfig & Record<string, unknown>;
  const logo =
    typeof c.logo === 'string'
      ? { light: rootRelative(c.logo), dark: rootRelative(c.logo), href: '/' }
      : c.logo
        ? { light: rootRelative(c.logo.light), dark: rootRelative(c.logo.dark ?? c.logo.light), href: c.logo.href ?? '/' }
        : undefined;
  const favicon = rootRelative(typeof c.favicon === 'string' ? c.favicon : c.favicon?.light);
  const faviconDark = typeof c.favicon === 'object' && c.favicon.dark !== c.favicon.light ? rootRelative(c.favicon.dark) : undefined;
  const primary = c.navbar?.primary;
  const socials = Object.entries(c.footer?.socials ?? {}).map(([name, href]) => ({
    label: name,
    href,
    icon: name === 'x' ? 'twitter' : name,
  }));
  return {
    name: c.name,
    description: c.description,
    logo,
    favicon,
    faviconDark,
    colors: { ...DEFAULT_COLORS, ...(c.colors ?? {}) },
    appearance: { default: c.appearance?.default ?? 'system', strict: Boolean(c.appearance?.strict) },
    links: ((c.navbar?.links ?? []) as NavbarLink[]).filter((l) => l.href),
    primary: primary?.href
      ? { label: primary.label ?? (primary.type === 'github' ? 'GitHub' : 'Get started'), href: primary.href }
      : undefined,
    socials,
    searchPrompt: c.search?.prompt,
    footerColumns: ((c.footer?.links ?? []) as { header?: string; items?: NavbarLink[] }[]).map((col) => ({
      header: col.header,
      items: col.items ?? [],
    })),
  };
}
