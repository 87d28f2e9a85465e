import { demoError, demoRoute } from '../_lib/demo-route';
import { toDemoRedirect } from '../_lib/redirect-target';

export const dynamic = 'force-dynamic';

/**
 * GET /demo-api/redirect?to=: a 302 to `to` (default: the JSON endpoint), to see the proxy follow
 * redirects. Only paths of the demo API itself: anywhere else is 400, never an open redirect.
 */
export const GET = demoRoute((request) => {
  const location = toDemoRedirect(new URL(request.url).searchParams.get('to'));
  if (!location) throw demoError('validation_error', '`to` must be a path of the demo API (starting with /demo-api/).', 'to');
  return new Response(null, { status: 302, headers: { location } });
});
