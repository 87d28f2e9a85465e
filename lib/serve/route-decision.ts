import 'server-only';
import { hasGating } from '../auth/access';
import { isEditor } from '../auth/editors';
import { JOBS_PATH, isDocsPath, routeRequest } from '../auth/reader-route';
import { readSessionGroups, readSessionReaderKey } from '../auth/session-reader-key';
import { getAuthSettings } from '../auth/settings';
import { getEditorGroupsFor } from '../editor/editor-groups';
import { getSite } from '../site/get-site';

/** What a request's routing depends on: its headers, read by name (a `Headers`, or a view of Node's). */
export type HeaderReader = Pick<Headers, 'get'>;

/**
 * Whose render a request gets (issue 12): the editors' jobs page, a missing page (a URL naming the
 * internal routes), the public render, or the render for one reader key (lib/auth/reader-key).
 */
export type RouteDecision = { kind: 'jobs' } | { kind: 'refuse' } | { kind: 'public' } | { kind: 'reader'; key: string };

/**
 * The one routing decision of a request, made by proxy.ts for Next's rewrites and by the serving
 * process's response cache (scripts/start.mjs) for its key: one function, so the two can never
 * disagree about whose bytes a request gets. A session that does not decode is a signed-out reader.
 */
export async function decideRoute(pathname: string, headers: HeaderReader): Promise<RouteDecision> {
  const site = await getSite();
  const enabled = getAuthSettings().enabled;
  // The editors' jobs page (issue 15): an editor's request goes to its route; anyone else's is a
  // docs URL like any other, so it gets the docs' missing page, byte for byte.
  if (pathname === JOBS_PATH && enabled) {
    const groups = await readSessionGroups(headers);
    if (groups && isEditor({ signedIn: true, groups }, getEditorGroupsFor(site.config))) return { kind: 'jobs' };
  }
  // Sign-in off (the own site, a fixture built without it): every reader is the signed-out one.
  const routing = routeRequest(pathname, cookieNames(headers.get('cookie')), enabled && hasGating(site));
  if (routing === 'refuse') return { kind: 'refuse' };
  const key = routing === 'reader' ? await readSessionReaderKey(headers, site) : undefined;
  return key ? { kind: 'reader', key } : { kind: 'public' };
}

/**
 * The scope under which the serving process may keep a page's answer (lib/serve/response-cache.mjs):
 * `public`, or `reader:<key>` for the render every reader with that key shares; undefined for a
 * request whose answer is never kept (not a docs page, the jobs page, a refused URL).
 */
export async function responseCacheScope(pathname: string, headers: HeaderReader): Promise<string | undefined> {
  if (!isDocsPath(pathname)) return undefined;
  const decision = await decideRoute(pathname, headers);
  if (decision.kind === 'public') return 'public';
  return decision.kind === 'reader' ? `reader:${decision.key}` : undefined;
}

/** The cookie names of a `Cookie` header (`a=1; b=2` → a, b). */
export function cookieNames(header: string | null): string[] {
  if (!header) return [];
  return header.split(';').flatMap((pair) => {
    const name = pair.split('=', 1)[0].trim();
    return name ? [name] : [];
  });
}
