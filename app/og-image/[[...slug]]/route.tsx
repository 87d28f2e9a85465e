import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { canView } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { buildBranding } from '@/lib/site/branding';
import { getSite } from '@/lib/site/get-site';
import { urlOfParams } from '@/lib/site/page-href';

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/**
 * docs.json `thumbnails.background` as a data URL, when it names a PNG or JPEG in the docs folder.
 * A URL is not fetched: every outbound request goes through lib/http, and an image host chosen in
 * docs.json is no reason to make one on a crawler's request.
 */
async function readBackground(docsDir: string, file: string | undefined): Promise<string | undefined> {
  if (!file || /^[a-z][a-z0-9+.-]*:/i.test(file)) return undefined;
  const full = path.resolve(docsDir, file.replace(/^\/+/, ''));
  const type = IMAGE_TYPES[path.extname(full).toLowerCase()];
  if (!type || !full.startsWith(path.resolve(docsDir) + path.sep)) return undefined;
  try {
    return `data:${type};base64,${(await readFile(full)).toString('base64')}`;
  } catch {
    return undefined;
  }
}

/**
 * `/og-image/<page>`: the generated Open Graph image of a page (Mintlify optimize/seo.mdx): the site
 * name, the page title and description on the site's colours, 1200 × 630, made with `next/og`
 * (satori and resvg, with the font Next ships, so no network). Social crawlers never sign in: a page
 * a signed-out reader may not see has no image, like a missing one.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  const site = await getSite();
  const route = site.byUrl.get(urlOfParams(site.byUrl, slug));
  if (!route || !site.config || !canView(route, ANONYMOUS)) {
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const branding = buildBranding(site.config);
  const thumbnails = site.config.thumbnails;
  const dark = thumbnails?.appearance === 'dark';
  const background = await readBackground(site.docsDir, thumbnails?.background);
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
        backgroundImage: background ? `url(${background})` : undefined,
        backgroundSize: '1200px 630px',
        borderTop: `16px solid ${branding.colors.primary}`,
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, fontWeight: 600, color: branding.colors.primary }}>{branding.name}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{route.title.slice(0, 90)}</div>
        {route.description && (
          <div style={{ display: 'flex', marginTop: 24, fontSize: 32, color: muted, lineHeight: 1.35 }}>
            {route.description.slice(0, 160)}
          </div>
        )}
      </div>
    </div>,
    { width: 1200, height: 630, headers: { 'cache-control': 'public, max-age=3600' } },
  );
}
