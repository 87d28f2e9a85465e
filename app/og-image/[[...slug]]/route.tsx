import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { canView } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { buildBranding } from '@/lib/site/branding';
import { getSite } from '@/lib/site/get-site';
import { readThumbnailFont, thumbnailFontFile } from '@/lib/site/thumbnail-font';
import { renderOgCard } from '@/components/docs/og-card';
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
 * `/og-image/<page>`: the generated Open Graph image of a page (components/docs/og-card). With
 * docs.json `thumbnails.fonts`, in the family the build fetched (lib/site/thumbnail-font); the
 * route itself makes no request. Social crawlers never sign in: a page a signed-out reader may
 * not see has no image, like a missing one.
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
  return renderOgCard({
    siteName: branding.name,
    primary: branding.colors.primary,
    title: route.title,
    description: route.description,
    dark: thumbnails?.appearance === 'dark',
    background: await readBackground(site.docsDir, thumbnails?.background),
    font: readThumbnailFont(thumbnailFontFile(), thumbnails?.fonts?.family),
  });
}
