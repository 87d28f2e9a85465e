import { NextResponse, type NextRequest } from 'next/server';
import { JOBS_ROUTING, ROUTE_HEADER } from '@/lib/auth/reader-route';
import { decideRoute } from '@/lib/serve/route-decision';

/**
 * Sends each docs request to the render that fits its reader (issue 12): the prerendered public
 * pages for everyone, except a signed-in reader of a site with gating, whose pages come from the
 * internal reader route (lib/auth/reader-route), rendered once per reader key: the reader's groups
 * that the site names, signed (lib/auth/reader-key). A URL naming that route is answered
 * as a missing page, so no reader picks a render by URL. The proxy only says whose groups a page is
 * rendered for; access is decided where the data is read, for those groups (docs/design/architecture.md). The decision travels to
 * next.config.ts's rewrites as a request header that this function always sets or removes.
 */
export async function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  // The one decision (lib/serve/route-decision), which the serving process's response cache keys on as well.
  const decision = await decideRoute(request.nextUrl.pathname, request.headers);
  if (decision.kind === 'jobs') {
    headers.set(ROUTE_HEADER, JOBS_ROUTING);
    return NextResponse.next({ request: { headers }, headers: { 'cache-control': 'private, no-store' } });
  }
  if (decision.kind === 'refuse') headers.set(ROUTE_HEADER, 'refuse');
  else if (decision.kind === 'reader') headers.set(ROUTE_HEADER, `reader:${decision.key}`);
  else headers.delete(ROUTE_HEADER);
  if (decision.kind !== 'reader') return NextResponse.next({ request: { headers } });
  // The render is cached per reader key on the server (Next's page cache), but the answer is this
  // reader's: no shared cache may keep it. Next keeps a Cache-Control set before it sends a page.
  return NextResponse.next({ request: { headers }, headers: { 'cache-control': 'private, no-store' } });
}

export const config = {
  // Only the requests the proxy can change: a session cookie (the reader route), a routing header
  // sent by the client (removed here, so it can never pick a route or poison a shared cache's copy
  // of a public page), a path that may spell the internal route (`_lectern`, `%5Flectern`). Every
  // other request reaches the prerendered pages without running any code of ours (issue 12).
  // Never Next's files, nor the app's own routes (APIs, uploads, agent jobs): those never depend on
  // the reader route, and a proxy in front of a route makes Next read a request body before the
  // route can refuse it (the demo API's upload cap). In step with OTHER_PREFIXES of
  // lib/auth/reader-route.ts, which routeRequest checks as well. Next reads this object without
  // running the file: literals only.
  matcher: [
    {
      source:
        '/((?!_next/static/|_next/image|api/auth/|api/editor/|api/feedback$|api/playground/|api/site/|api/search$|mcp$|rss-feed/|md/|v1/project/|v2/agent/|demo-api(?:/|$)|docs-files/|pull/(?!jobs$)|login(?:/|$)).*)',
      has: [{ type: 'header', key: 'cookie', value: '.*authjs\\.session-token.*' }],
    },
    {
      source:
        '/((?!_next/static/|_next/image|api/auth/|api/editor/|api/feedback$|api/playground/|api/site/|api/search$|mcp$|rss-feed/|md/|v1/project/|v2/agent/|demo-api(?:/|$)|docs-files/|pull/(?!jobs$)|login(?:/|$)).*)',
      has: [{ type: 'header', key: 'x-lectern-route' }],
    },
    { source: '/((?!_next/).*[_%].*)' },
  ],
};
