import { readFile } from 'node:fs/promises';
import { resolveStaticFile } from '@/lib/content/static-files';
import { getDocsDir, getSite } from '@/lib/site/get-site';
import { resolveSpecFile } from '@/lib/site/spec-file';

/**
 * Serves images, other static files and the site's OpenAPI documents from the docs folder
 * (reached through a rewrite in next.config.ts). JSON and YAML are served only when they are a
 * loaded spec, so docs.json and other data files stay private.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const urlPath = path.join('/');
  const found = resolveSpecFile(await getSite(), urlPath) ?? resolveStaticFile(getDocsDir(), urlPath);
  if (!found) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const body = await readFile(found.file);
  const headers: Record<string, string> = { 'content-type': found.type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' };
  // An SVG opened directly must not run scripts in our origin.
  if (found.type === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return new Response(body, { headers });
}
