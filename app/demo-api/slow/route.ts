import { demoRoute } from '../_lib/demo-route';
import { intParam } from '../_lib/respond';

export const dynamic = 'force-dynamic';

/** GET /demo-api/slow?ms=: answers after `ms` milliseconds (at most 30 s), for cancel and timeout. */
export const GET = demoRoute(async (request) => {
  const ms = intParam(request, 'ms', 2000, 0, 30_000);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Response.json({ waitedMs: ms });
});
