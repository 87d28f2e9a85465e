import 'server-only';
import { ApiError } from '../../http/api-error';
import { settleLocalPr } from '../providers/repo/local';
import { defineRoute } from './define-route';

/**
 * `POST /pull/{projectId}/{number}/merge|close`: what a reviewer does on a code host, for the
 * `local` provider in development and tests (docs/agent-api.md "Routes"). Needs a key for the project and
 * is off in production unless LECTERN_ENABLE_TEST_ROUTES is set.
 */
export const settlePullRoute = defineRoute({
  POST: {
    rate: { policy: 'read', per: 'key' },
    validate: (c) => {
      const action = c.params.action;
      if (!c.rt.env.enableTestRoutes || (action !== 'merge' && action !== 'close'))
        throw new ApiError('route_not_found', `No route ${c.url.pathname.slice(0, 200)}.`);
      return action;
    },
    asyncAction: async (c, action) => {
      const number = Number(c.params.number);
      const pr = /^\d{1,9}$/.test(c.params.number) ? await settleLocalPr(c.rt, c.project!, number, action) : undefined;
      if (!pr) throw new ApiError('route_not_found', `No pull request #${c.params.number.slice(0, 20)} in project '${c.project!.id}'.`);
      return { status: 200, body: { number: pr.number, state: pr.state, head: pr.head, base: pr.base, mergedSha: pr.merged_sha } };
    },
  },
});
