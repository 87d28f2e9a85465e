import { DEFAULT_ICON_SVG } from '@/lib/site/default-icon';

export const dynamic = 'force-static';

/** `/api/site/icon.svg`: the favicon of a site that names none (lib/site/default-icon). Prerendered; the same bytes for every site. */
export function GET() {
  return new Response(DEFAULT_ICON_SVG, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
