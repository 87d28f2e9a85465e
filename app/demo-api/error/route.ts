import { demoRoute } from '../_lib/demo-route';
import { intParam } from '../_lib/respond';

export const dynamic = 'force-dynamic';

/** GET /demo-api/error?status=: a problem+json error with that status (400–599). */
export const GET = demoRoute((request) => {
  const status = intParam(request, 'status', 500, 400, 599);
  return Response.json(
    { type: 'about:blank', title: 'Demo error', status, detail: `The demo API answered ${status} because you asked it to.` },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
});
