// One "replica" for lib/agent/store/replicas.test.ts: a process with its own runtime on the test's
// database that, at the agreed moment, claims one idempotency key and charges one rate bucket as
// many times as it can at once, then prints what it was told.
import { getRuntime } from '../../lib/agent/runtime';
import { claimIdempotencyKey } from '../../lib/agent/store/idempotency';
import { consumeRate } from '../../lib/agent/store/rate-limit';

const rt = getRuntime();
const tries = Number(process.env.TRIES ?? 10);
await rt.db.kx.selectFrom('orgs').select('id').execute(); // connected and migrated before the start
await new Promise((r) => setTimeout(r, Math.max(0, Number(process.env.START_AT) - Date.now())));
const scope = { orgId: 'org_default', projectId: 'default', key: 'shared-key' };
const [claims, charges] = await Promise.all([
  Promise.all(Array.from({ length: tries }, () => claimIdempotencyKey(rt, scope, 'POST /v2/agent/default/job', 'same-body'))),
  Promise.all(Array.from({ length: tries }, () => consumeRate(rt, 'agent:shared', { name: 'agent', quota: 7, windowS: 3600 }))),
]);
console.log(JSON.stringify({ claims: claims.map((c) => c.kind), allowed: charges.filter((c) => c.allowed).length }));
await rt.db.close();
