import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import { InlineMarkdown } from '@/components/mdx/inline-markdown';
import type { DocsConfig } from '@/lib/config/schema';
import { BannerDismiss } from './banner-dismiss.client';

type Banner = NonNullable<DocsConfig['banner']>;

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
  const style = color ? ({ '--banner-bg': color.light ?? color.dark, '--banner-bg-dark': color.dark ?? color.light } as CSSProperties) : undefined;
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
