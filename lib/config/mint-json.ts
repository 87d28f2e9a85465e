/**
 * `mint.json`, Mintlify's configuration before docs.json (organize/settings.mdx, "Upgrade from
 * mint.json"). Many repositories still have only that file; Mintlify's CLI upgrades it on `mint
 * dev`. Lectern reads such a folder as the docs.json the upgrade gives (with a warning saying so),
 * and `lectern upgrade` writes that docs.json. The key-by-key rules are Mintlify's published ones
 * (@mintlify/validation `upgradeToDocsConfig`); keys that rule drops (`layout`, `rounded`,
 * `sidebar`, `topbar`, `feedback`…) are dropped here too.
 */
import { parseJsonSource } from './json-source';
import { upgradeNavigation } from './mint-json-navigation';
import { isPlainObject } from './values';

type Obj = Record<string, unknown>;

const THEMES: Record<string, string> = { venus: 'palm', quill: 'willow' };
const LAYOUT_THEMES: Record<string, string> = { sidenav: 'maple', solidSidenav: 'willow' };

/** mint.json keys the upgrade carries into docs.json (each to its place); the others are dropped. */
const CARRIED = new Set([
  '$schema',
  'name',
  'logo',
  'favicon',
  'colors',
  'theme',
  'layout',
  'navigation',
  'tabs',
  'anchors',
  'versions',
  'topAnchor',
  'primaryTab',
  'api',
  'openapi',
  'modeToggle',
  'background',
  'backgroundImage',
  'topbarLinks',
  'topbarCtaButton',
  'search',
  'metadata',
  'seo',
  'footer',
  'footerSocials',
  'analytics',
  'integrations',
  'font',
  'eyebrow',
  'codeBlock',
  'redirects',
]);

/** Top-level mint.json keys that have no place in docs.json (`rounded`, `sidebar`, `feedback`…), in file order. */
export function droppedMintKeys(mint: Obj): string[] {
  return Object.keys(mint).filter((key) => !CARRIED.has(key));
}

/**
 * A mint.json's text upgraded (`docs`, and the keys left out), or why it cannot be: not JSON (with
 * the line) or not an object. For the places that read the file themselves: `lectern upgrade`, and
 * deployments, which read it from git. The site reads it through load-mint-json.ts.
 */
export function upgradeMintJsonText(
  text: string,
): { ok: true; docs: Obj; dropped: string[] } | { ok: false; message: string; line?: number } {
  const parsed = parseJsonSource(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return { ok: false, line, message: `not valid JSON: column ${column}: ${message}` };
  }
  const value = parsed.source.value;
  if (!isPlainObject(value)) return { ok: false, message: 'mint.json must be a JSON object' };
  return { ok: true, docs: upgradeMintJson(value), dropped: droppedMintKeys(value) };
}

/** The docs.json a mint.json upgrades to; undefined values are left out. */
export function upgradeMintJson(mint: Obj): Obj {
  const get = (key: string): Obj => (isPlainObject(mint[key]) ? mint[key] : {});
  const colors = get('colors');
  const api = get('api');
  const playground = isPlainObject(api.playground) ? api.playground : {};
  const auth = isPlainObject(api.auth) ? api.auth : {};
  const request = isPlainObject(api.request) && isPlainObject(api.request.example) ? api.request.example : {};
  const modeToggle = get('modeToggle');
  const background = get('background');
  const seo = get('seo');
  const footer = get('footer');
  const integrations = get('integrations');
  const display = ({ show: 'interactive', hide: 'none' } as Record<string, string>)[String(playground.mode)] ?? playground.mode;
  const docs: Obj = {
    $schema: 'https://mintlify.com/docs.json',
    theme: LAYOUT_THEMES[String(mint.layout)] ?? THEMES[String(mint.theme)] ?? 'mint',
    name: mint.name,
    colors: isPlainObject(mint.colors) ? { primary: colors.primary, light: colors.light, dark: colors.dark } : { primary: '#16A34A' },
    favicon: mint.favicon,
    logo: mint.logo,
    navigation: upgradeNavigation(mint),
    styling: some({
      eyebrows:
        isPlainObject(mint.eyebrow) && mint.eyebrow.display
          ? mint.eyebrow.display === 'breadcrumbs'
            ? 'breadcrumbs'
            : 'section'
          : undefined,
      codeblocks: isPlainObject(mint.codeBlock) && mint.codeBlock.mode ? (mint.codeBlock.mode === 'dark' ? 'dark' : 'system') : undefined,
    }),
    api: some({
      openapi: mint.openapi,
      playground: some({ display, proxy: typeof playground.disableProxy === 'boolean' ? !playground.disableProxy : undefined }),
      examples: request.languages ? { languages: request.languages } : undefined,
      mdx:
        api.baseUrl || auth.method || auth.name ? { server: api.baseUrl, auth: some({ method: auth.method, name: auth.name }) } : undefined,
    }),
    appearance:
      modeToggle.default || modeToggle.isHidden !== undefined ? { default: modeToggle.default, strict: modeToggle.isHidden } : undefined,
    background: some({
      image: mint.backgroundImage,
      decoration: background.style,
      color: isPlainObject(colors.background) ? { light: colors.background.light, dark: colors.background.dark } : undefined,
    }),
    navbar: some({ links: navbarLinks(mint.topbarLinks), primary: navbarPrimary(mint.topbarCtaButton) }),
    search: isPlainObject(mint.search) && mint.search.prompt ? { prompt: mint.search.prompt } : undefined,
    seo:
      mint.metadata || seo.indexHiddenPages !== undefined
        ? { metatags: mint.metadata, indexing: seo.indexHiddenPages ? 'all' : 'navigable' }
        : undefined,
    footer: some({ socials: socials(footer.socials ?? mint.footerSocials), links: footerLinks(footer.links) }),
    integrations:
      mint.analytics || mint.integrations
        ? some({
            ...(isPlainObject(mint.analytics) ? mint.analytics : {}),
            intercom: integrations.intercom ? { appId: integrations.intercom } : undefined,
            frontchat: integrations.frontchat ? { snippetId: integrations.frontchat } : undefined,
          })
        : undefined,
    fonts: fonts(mint.font),
    redirects: mint.redirects,
  };
  return compact(docs) as Obj;
}

function navbarLinks(links: unknown): Obj[] | undefined {
  if (!Array.isArray(links)) return undefined;
  return links.filter(isPlainObject).map((link) => {
    const type = typeof link.type === 'string' ? link.type : 'link';
    return { label: type === 'link' ? link.name : type.charAt(0).toUpperCase() + type.slice(1).toLowerCase(), href: link.url };
  });
}

function navbarPrimary(button: unknown): Obj | undefined {
  if (!isPlainObject(button)) return undefined;
  if (button.type === undefined || button.type === 'link') return { type: 'button', label: button.name, href: button.url };
  return { type: 'github', href: button.url };
}

/** `[{ type, url }]` (mint.json's older form) or already `{ type: url }`. */
function socials(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return Object.fromEntries(value.filter(isPlainObject).map((s) => [s.type, s.url]));
}

function footerLinks(value: unknown): Obj[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isPlainObject).map((group) => ({
    header: group.title,
    items: (Array.isArray(group.links) ? group.links.filter(isPlainObject) : []).map((l) => ({ label: l.label, href: l.url })),
  }));
}

function fonts(font: unknown): Obj | undefined {
  if (!isPlainObject(font)) return undefined;
  const one = (details: Obj): Obj => {
    const { url, ...rest } = details;
    return url ? { ...rest, source: url } : rest;
  };
  if ('family' in font) return one(font);
  return some({
    heading: isPlainObject(font.headings) ? one(font.headings) : undefined,
    body: isPlainObject(font.body) ? one(font.body) : undefined,
  });
}

/** The object, or undefined when none of its values is set. */
function some(obj: Obj): Obj | undefined {
  return Object.values(obj).some((v) => v !== undefined) ? obj : undefined;
}

/** Drops undefined values at every depth, as JSON.stringify would, so the schema sees what a file would hold. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, compact(v)]),
  );
}
