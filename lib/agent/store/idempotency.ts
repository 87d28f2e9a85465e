import type { AgentRuntime } from '../agent-runtime';
import { lockRow } from '../db/dialect';
import { affected, inTx } from './tx';

export type IdempotencyScope = { orgId: string; projectId: string; key: string };
export type StoredResponse = { status: number; headers: Record<string, string>; body: string };
export type IdempotencyClaim = { kind: 'new' } | { kind: 'replay'; response: StoredResponse } | { kind: 'in_use' } | { kind: 'mismatch' };

const TTL_MS = 24 * 3600_000;

const scoped = (s: IdempotencyScope) => ({ org_id: s.orgId, project_id: s.projectId, key: s.key });

/**
 * Claims an idempotency key for a request (docs/agent-api.md "Idempotency"): a fresh key is recorded
 * `in_progress`; a finished one with the same method, path and body hash is replayed; a different
 * request is a mismatch (422); an unfinished one is in use (409). Expired rows count as absent.
 * The insert does nothing on a conflict, so two replicas racing for one new key cannot both win:
 * the loser reads the winner's row and answers 409, on PostgreSQL as on SQLite.
 */
export async function claimIdempotencyKey(
  rt: AgentRuntime,
  s: IdempotencyScope,
  methodPath: string,
  requestSha256: string,
): Promise<IdempotencyClaim> {
  return inTx(rt, async (t) => {
    const now = t.now();
    const where = t.db.kx
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('org_id', '=', s.orgId)
      .where('project_id', '=', s.projectId)
      .where('key', '=', s.key);
    const row = await lockRow(t.db, where).executeTakeFirst();
    if (row && row.expires_at > now) {
      if (row.method_path !== methodPath || row.request_sha256 !== requestSha256) return { kind: 'mismatch' };
      if (row.state !== 'completed') return { kind: 'in_use' };
      return {
        kind: 'replay',
        response: {
          status: row.status!,
          headers: JSON.parse(row.response_headers ?? '{}') as Record<string, string>,
          body: row.response_body ?? '',
        },
      };
    }
    if (row) await deleteKey(t, s);
    const inserted = await t.db.kx
      .insertInto('idempotency_keys')
      .values({
        ...scoped(s),
        method_path: methodPath,
        request_sha256: requestSha256,
        state: 'in_progress',
        created_at: now,
        expires_at: now + TTL_MS,
      })
      .onConflict((oc) => oc.columns(['org_id', 'project_id', 'key']).doNothing())
      .executeTakeFirst();
    return affected(inserted) === 1 ? { kind: 'new' } : { kind: 'in_use' };
  });
}

function deleteKey(rt: AgentRuntime, s: IdempotencyScope, onlyInProgress = false) {
  return rt.db.kx
    .deleteFrom('idempotency_keys')
    .where('org_id', '=', s.orgId)
    .where('project_id', '=', s.projectId)
    .where('key', '=', s.key)
    .$if(onlyInProgress, (qb) => qb.where('state', '=', 'in_progress'))
    .execute();
}

/** Stores the response of a request whose work began; call in the same transaction as the work. */
export async function completeIdempotencyKey(rt: AgentRuntime, s: IdempotencyScope, r: StoredResponse): Promise<void> {
  await rt.db.kx
    .updateTable('idempotency_keys')
    .set({ state: 'completed', status: r.status, response_headers: JSON.stringify(r.headers), response_body: r.body })
    .where('org_id', '=', s.orgId)
    .where('project_id', '=', s.projectId)
    .where('key', '=', s.key)
    .execute();
}

/** Forgets an unfinished key after a 4xx, so the client can fix the request and retry with it (Stripe's rule). */
export async function releaseIdempotencyKey(rt: AgentRuntime, s: IdempotencyScope): Promise<void> {
  await deleteKey(rt, s, true);
}

/** Deletes expired keys (a worker maintenance tick). */
export async function sweepIdempotencyKeys(rt: AgentRuntime): Promise<number> {
  return affected(await rt.db.kx.deleteFrom('idempotency_keys').where('expires_at', '<=', rt.now()).executeTakeFirst());
}
