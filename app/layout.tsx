import '@fontsource-variable/inter';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CodePaletteStyle } from '@/components/docs/code-palette-style';
import { CustomScripts } from '@/components/docs/custom-scripts.client';
import { Footer } from '@/components/docs/footer';
import { IntegrationScripts } from '@/components/docs/integration-scripts';
import { LocaleHtml } from '@/components/docs/locale-html.client';
import { Navbar, NavbarLinks } from '@/components/docs/navbar';
import { byLanguage } from '@/components/docs/by-language';
import { EditorSlot } from '@/components/editor/editor-slot';
import { SiteBanners } from '@/components/docs/site-banner';
import { SkipLink } from '@/components/docs/skip-link.client';
import { ThemeScript } from '@/components/docs/theme-script';
import { hasGating, visibleSite } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { getUiStrings } from '@/lib/i18n/get-ui-strings';
import { buildLanguageMap } from '@/lib/i18n/language-map';
import { languageOwn } from '@/lib/i18n/language-own';
import { buildNamedMetaTags, publicBase } from '@/lib/page-meta/head-metadata';
import { buildOrganizationJsonLd, toScriptJson } from '@/lib/page-meta/organization-json-ld';
import { buildBackgroundCss } from '@/lib/site/background-css';
import { buildBranding } from '@/lib/site/branding';
import { DEFAULT_ICON_PATH } from '@/lib/site/default-icon';
import { getSite } from '@/lib/site/get-site';
import { buildFontCss } from '@/lib/site/site-fonts';
import { buildThemeCss } from '@/lib/site/theme-css';
import { readTailwindCss } from '@/lib/styles/tailwind-file';
import './globals.css';
import './code-palette.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite();
  if (!site.config) return { title: 'Lectern' };
  const branding = buildBranding(site.config);
  const icon = branding.favicon ?? DEFAULT_ICON_PATH;
  // A light/dark pair is two icons, each for its colour scheme (Mintlify organize/settings-appearance.mdx).
  const icons = branding.faviconDark
    ? [
        { url: icon, media: '(prefers-color-scheme: light)' },
        { url: branding.faviconDark, media: '(prefers-color-scheme: dark)' },
      ]
    : [{ url: icon }];
  const base = publicBase(site.config);
  return {
    ...(base ? { metadataBase: new URL(base) } : {}),
    title: { default: branding.name, template: `%s - ${branding.name}` },
    description: branding.description,
    // Without a favicon in docs.json, browsers ask for /favicon.ico and log a 404 on every page:
    // Lectern's neutral icon answers that (lib/site/default-icon).
    icons,
    // docs.json `seo.metatags` name tags on every page; docs pages repeat them with their own, and
    // write their Open Graph and Twitter tags themselves (lib/page-meta/head-metadata, social-tags).
    ...buildNamedMetaTags(site.config.seo?.metatags ?? {}),
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const site = await getSite();
  const branding = site.config ? buildBranding(site.config) : null;
  // This shell never reads the reader: it wraps the prerendered public pages as well as the
  // per-reader ones (issue 12). A gated site's navbar gets an account link that finds its reader
  // in the browser.
  const gated = hasGating(site);
  const colors = branding?.colors;
  // `<html lang/dir>` and the shared interface strings follow the URL's language (LocaleHtml); on
  // a gated site, from the languages a signed-out reader may see, so no gated language is named.
  const chromeNav = gated ? visibleSite(site, ANONYMOUS).nav : site.nav;
  const languages = buildLanguageMap(chromeNav);
  const codes = languages ? [languages.fallback, ...Object.values(languages.segments)] : [];
  const strings = Object.fromEntries(codes.map((code) => [code, getUiStrings(code)]));
  const cssVars = colors ? `:root{--primary:${colors.primary};--primary-light:${colors.light};--primary-dark:${colors.dark}}` : '';
  // The docs folder's own styling, after Lectern's so it wins at equal specificity: the Tailwind
  // utilities its pages use, then its .css files; its .js files run once the page is interactive
  // (Mintlify customize/custom-scripts.mdx). Site chrome: every reader gets them.
  const tailwind = readTailwindCss();
  const assets = site.assets ?? { styles: [], scripts: [] };
  const background = buildBackgroundCss(site.config?.background);
  const theme = buildThemeCss(site.config?.theme);
  return (
    <LocaleHtml {...(languages ? { map: languages } : {})} strings={strings}>
      <head>
        <ThemeScript defaultMode={branding?.appearance.default ?? 'system'} strict={branding?.appearance.strict ?? false} />
        {cssVars && <style dangerouslySetInnerHTML={{ __html: cssVars }} />}
        {theme && <style data-lectern="theme" dangerouslySetInnerHTML={{ __html: theme }} />}
        <CodePaletteStyle site={site} />
        {background && <style data-lectern="background" dangerouslySetInnerHTML={{ __html: background }} />}
        {site.config?.fonts && <style data-lectern="fonts" dangerouslySetInnerHTML={{ __html: buildFontCss(site.config.fonts) }} />}
        {tailwind && <style data-lectern="tailwind" dangerouslySetInnerHTML={{ __html: tailwind }} />}
        {assets.styles.map((a) => (
          <link key={a.path} rel="stylesheet" href={a.href} />
        ))}
        {/* docs.json `integrations`: each tool's loader, behind the consent gate of `integrations.cookies`. */}
        <IntegrationScripts integrations={site.config?.integrations} />
        {/* The publisher of the site as schema.org structured data (docs.json `seo.organization`). */}
        {site.config && (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: toScriptJson(buildOrganizationJsonLd(site.config, process.env.SITE_URL)) }}
          />
        )}
      </head>
      <body>
        <SkipLink />
        {/* Banners of the languages a signed-out reader may see: this shell is shared by every reader. */}
        <SiteBanners site={site} viewer={gated ? ANONYMOUS : undefined} map={languages} />
        {/* A language's own `navbar` and `footer` replace the root ones on its pages. */}
        {branding && (
          <Navbar
            branding={branding}
            account={gated}
            links={byLanguage(languages, languageOwn(chromeNav, 'navbar'), (navbar) => (
              <NavbarLinks branding={navbar ? buildBranding({ ...site.config!, navbar }) : branding} />
            ))}
          />
        )}
        {children}
        {branding &&
          byLanguage(languages, languageOwn(chromeNav, 'footer'), (footer) => (
            <Footer branding={footer ? buildBranding({ ...site.config!, footer }) : branding} />
          ))}
        <EditorSlot />
        {assets.scripts.length > 0 && <CustomScripts srcs={assets.scripts.map((a) => a.href)} />}
      </body>
    </LocaleHtml>
  );
}
