import { readFile } from 'node:fs/promises';
import { canFetchAsset, isGatedAsset } from '@/lib/auth/asset-access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { buildSpecDownload } from '@/lib/auth/spec-download';
import { resolveStaticFile } from '@/lib/content/static-files';
import { getCustomAsset } from '@/lib/site/custom-assets';
import { getDocsDir, getSite } from '@/lib/site/get-site';
import { resolveSpecFile } from '@/lib/site/spec-file';

/**
 * Serves images, other static files and the site's OpenAPI documents from the docs folder
 * (reached through a rewrite in next.config.ts). JSON and YAML are served only when they are a
 * loaded spec, so docs.json and other data files stay private. A spec is served filtered for the
 * reader when it holds operations they may not see (lib/auth/spec-download). A
 * file that only gated pages show goes only to their readers (lib/auth/asset-access).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const urlPath = path.join('/');
  const site = await getSite();
  // The reader first, on every request: a file kept from this reader and a file that does not
  // exist take the same steps to the same answer.
  const viewer = await getViewerFor(site);
  const spec = resolveSpecFile(site, urlPath);
  // The folder's own CSS and JS (lib/site/custom-assets) are site chrome, public like the layout.
  const custom = spec ? null : getCustomAsset(site, urlPath);
  const found = spec ?? custom ?? resolveStaticFile(getDocsDir(), urlPath);
  const gated = !spec && !custom && found !== null && isGatedAsset(site, found.file);
  if (!found || (gated && !canFetchAsset(site, found.file, viewer))) return notFoundResponse();
  const filtered = spec ? buildSpecDownload(site, spec, viewer) : null;
  const body = filtered ?? (await readFile(found.file));
  const headers: Record<string, string> = {
    'content-type': found.type,
    'cache-control': gated || (spec && filtered !== null) ? 'private, no-store' : 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  };
  // A spec on a gated site differs per reader: shared caches must not keep one reader's copy.
  if (
    spec &&
    filtered === null &&
    site.routes.some((r) => r.spec && spec.sources.includes(r.spec) && (r.groups?.length || r.public === false))
  )
    headers['cache-control'] = 'private, no-store';
  // An SVG opened directly must not run scripts in our origin.
  if (found.type === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return new Response(body, { headers });
}

/**
 * One 404 for a file that is missing and for a file kept from this reader, byte for byte. Not
 * stored by shared caches: on a site with gating the same URL may answer a member with the file.
 */
function notFoundResponse(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain', 'cache-control': 'private, no-store' } });
}
