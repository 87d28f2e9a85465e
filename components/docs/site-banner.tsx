import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import { InlineMarkdown } from '@/components/mdx/inline-markdown';
import { visibleSite } from '@/lib/auth/access';
import type { Viewer } from '@/lib/auth/viewer';
import type { Banner } from '@/lib/config/banner-schema';
import type { LanguageMap } from '@/lib/i18n/language-of-path';
import type { Site } from '@/lib/site/types';
import { BannerDismiss } from './banner-dismiss.client';
import { languageOwn } from '@/lib/i18n/language-own';
import { byLanguage } from './by-language';

const STORAGE_KEY = 'lectern:banner-dismissed';

/** A short, stable id of the banner's text: a dismissal holds until the content changes. */
function bannerId(banner: Banner): string {
  let hash = 5381;
  for (const ch of `${banner.type ?? ''}\u0000${banner.content}`) hash = ((hash * 33) ^ ch.codePointAt(0)!) >>> 0;
  return hash.toString(36);
}

/**
 * docs.json `banner` (Mintlify components/banner.mdx): one line of Markdown (links, bold, italic,
 * code) across the top of every page, coloured by `type` (`info` the brand colour, `warning`
 * amber, `critical` red) or `color`, dismissible when `dismissible` is true. A dismissed banner is
 * hidden by a script before first paint (no flash), through an attribute on `<html>`, whose
 * hydration React leaves alone.
 */
export function SiteBanner({ banner }: { banner: Banner }) {
  const id = bannerId(banner);
  const color = typeof banner.color === 'string' ? { light: banner.color, dark: banner.color } : banner.color;
  const style = color
    ? ({ '--banner-bg': color.light ?? color.dark, '--banner-bg-dark': color.dark ?? color.light } as CSSProperties)
    : undefined;
  const hide = `(function(){try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})===${JSON.stringify(id)})document.documentElement.setAttribute('data-banner-hidden','')}catch(_){}})()`;
  return (
    <>
      <div className={`site-banner site-banner-${banner.type ?? 'info'}`} role="region" aria-label="Announcement" style={style}>
        <p className="site-banner-content">
          <InlineMarkdown text={banner.content} />
        </p>
        {banner.dismissible && (
          <BannerDismiss id={id} storageKey={STORAGE_KEY}>
            <Icon name="lucide:x" size={16} />
          </BannerDismiss>
        )}
      </div>
      {banner.dismissible && <script dangerouslySetInnerHTML={{ __html: hide }} />}
    </>
  );
}

/**
 * The banner of the page's language: a language of `navigation.languages` may carry its own
 * `banner` (organize/settings-reference.mdx), which replaces docs.json's root one on its pages;
 * the other languages show the root banner. The root layout does not know the URL, so each
 * language's banner is rendered here and the client part shows the one of the URL's language (on
 * a gated site, only the languages this reader may see are considered).
 */
export function SiteBanners({ site, viewer, map }: { site: Site; viewer?: Viewer; map?: LanguageMap }) {
  const root = site.config?.banner;
  const nav = viewer ? visibleSite(site, viewer).nav : site.nav;
  return byLanguage(map, languageOwn(nav, 'banner'), (own) => {
    const banner = own ?? root;
    return banner ? <SiteBanner banner={banner} /> : null;
  });
}
