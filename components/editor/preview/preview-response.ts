import { loadPullRequestViewFor } from '@/lib/agent/service/pull-request-view';
import { getViewer } from '@/lib/auth/get-viewer';
import { notFound } from '@/lib/editor/guard';
import { getEditorGroupsFor } from '@/lib/editor/editor-groups';
import { loadHeadPage } from '@/lib/editor/pull-files';
import { getSite } from '@/lib/site/get-site';
import { extraCodePaletteCss } from '@/components/docs/code-palette-style';
import { renderPreviewBody, renderPreviewDocument } from './render-preview';

type Params = { params: Promise<{ projectId: string; number: string }> };

/**
 * The preview's policy: a sandboxed document (no script at all, an opaque origin with no cookies
 * or storage of the site), that loads nothing but images, submits nothing, can only be framed by
 * the site's own pull request page, and cannot be rebased. Its markup has no script to begin with
 * (renderStaticMarkup); this is the second wall.
 */
export const PREVIEW_CSP = [
  'sandbox',
  "default-src 'none'",
  "img-src 'self' https: data:",
  "style-src 'unsafe-inline'",
  "font-src 'self' data:",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * `GET /pull/{projectId}/{number}/preview?file=…[&token=…]`: one page the pull request changes,
 * as its branch has it, rendered the way the site renders MDX with author code off, as a
 * standalone sandboxed HTML document (the review page frames it). Who may see it is who may see
 * the pull request page (editors, or the link's token); anyone else, an unknown pull request and a
 * file the pull request does not change get the same 404.
 */
export async function previewResponse(request: Request, { params }: Params): Promise<Response> {
  const { projectId, number } = await params;
  const query = new URL(request.url).searchParams;
  const file = query.get('file') ?? '';
  const viewer = await getViewer();
  const site = await getSite();
  const view = await loadPullRequestViewFor(projectId, number, {
    viewer,
    token: query.get('token') ?? undefined,
    editorGroups: getEditorGroupsFor(site.config),
  });
  if (!view || !file) return notFound();
  const source = await loadHeadPage({ projectId, baseSha: view.baseSha, head: view.head }, file);
  if (source === undefined) return notFound();
  const body = await renderPreviewBody(source, file, { variables: site.config?.variables });
  const html = await renderPreviewDocument({ file, branch: view.head, ...body, codeCss: await extraCodePaletteCss(site) });
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PREVIEW_CSP,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
