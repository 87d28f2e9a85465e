import 'server-only';
import { getDeploymentStatus, triggerDeployment } from '../service/deployments';
import { defineRoute } from './define-route';

/** `POST /v1/project/update/{projectId}`: 202 `{statusId}`, coalesced while one is queued. */
export const deployRoute = defineRoute({
  POST: {
    rate: { policy: 'deploy', per: 'project' },
    idempotent: true,
    action: async (c) => {
      const result = { status: 202, body: await triggerDeployment(c.rt, c.project!) };
      c.rt.events.emit('deployment');
      return result;
    },
  },
});

/** `GET /v1/project/update-status/{statusId}`. */
export const deployStatusRoute = defineRoute({
  GET: {
    rate: { policy: 'read', per: 'key' },
    action: async (c) => ({ status: 200, body: await getDeploymentStatus(c.rt, c.key, c.params.statusId) }),
  },
});
