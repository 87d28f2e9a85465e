import 'server-only';
import { isEditor } from '../auth/editors';
import { getViewer } from '../auth/get-viewer';
import { getSiteOrigin, isSameOriginRequest } from '../auth/same-origin';
import { getAuthSettings } from '../auth/settings';
import type { Viewer } from '../auth/viewer';
import { problemResponse } from '../http/problem';
import { getSite } from '../site/get-site';
import { getEditorGroupsFor } from './editor-groups';

/** The same answer as a URL that does not exist: a reader who is not an editor learns nothing. */
export function notFound(): Response {
  return problemResponse({
    type: 'about:blank',
    title: 'Not found',
    status: 404,
    detail: 'There is nothing at this address.',
    code: 'not_found',
  });
}

/**
 * The editor of this request, or the response to send instead: 404 for everyone who is not a
 * signed-in member of an editors group (getEditorGroupsFor: `LECTERN_EDITOR_GROUPS`, else docs.json
 * `editors`), exactly as for a missing route;
 * 403 for a state-changing request that does not come from a page of this site (CSRF: the
 * session cookie would otherwise let another site start jobs in an editor's name).
 */
export async function requireEditor(request: Request, opts: { write: boolean }): Promise<{ viewer: Viewer } | { response: Response }> {
  const settings = getAuthSettings();
  if (!settings.enabled) return { response: notFound() };
  const viewer = await getViewer();
  if (!isEditor(viewer, getEditorGroupsFor((await getSite()).config))) return { response: notFound() };
  if (opts.write && !isSameOriginRequest(request.headers, getSiteOrigin(request.headers, settings.origin))) {
    return {
      response: problemResponse({
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: 'This request must come from a page of this site.',
        code: 'cross_site_request',
      }),
    };
  }
  return { viewer };
}
