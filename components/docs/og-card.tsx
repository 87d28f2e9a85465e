import { ImageResponse } from 'next/og';
import type { ThumbnailFont } from '@/lib/site/thumbnail-font';

export type OgCardProps = {
  siteName: string;
  primary: string;
  title: string;
  description?: string;
  /** docs.json `thumbnails.appearance: dark`. */
  dark: boolean;
  /** `thumbnails.background` as a data URL. */
  background?: string;
  /** docs.json `thumbnails.fonts`, fetched by the build; without it, the font Next ships. */
  font?: ThumbnailFont;
};

/**
 * The generated Open Graph image of a page (Mintlify optimize/seo.mdx): the site name, the page
 * title and description on the site's colours, 1200 × 630, made with `next/og` (satori and resvg).
 * Apart from the route so the font seam is testable: the same card with and without `font`.
 */
export function renderOgCard({ siteName, primary, title, description, dark, background, font }: OgCardProps): ImageResponse {
  const fg = dark ? '#F4F4F6' : '#17171C';
  const muted = dark ? '#A3A6B3' : '#5C5F6A';
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: fg,
        backgroundColor: dark ? '#0D0E12' : '#FFFFFF',
        // Only when set: satori fails on a `backgroundImage` key whose value is undefined.
        ...(background ? { backgroundImage: `url(${background})`, backgroundSize: '1200px 630px' } : {}),
        borderTop: `16px solid ${primary}`,
        ...(font ? { fontFamily: font.family } : {}),
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, fontWeight: 600, color: primary }}>{siteName}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{title.slice(0, 90)}</div>
        {description && (
          <div style={{ display: 'flex', marginTop: 24, fontSize: 32, color: muted, lineHeight: 1.35 }}>{description.slice(0, 160)}</div>
        )}
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      headers: { 'cache-control': 'public, max-age=3600' },
      // One weight: satori draws the bolder lines with the nearest it has.
      ...(font ? { fonts: [{ name: font.family, data: font.data, weight: 400 as const, style: 'normal' as const }] } : {}),
    },
  );
}
