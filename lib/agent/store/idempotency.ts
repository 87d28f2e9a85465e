import type { AgentRuntime } from '../agent-runtime';

export type IdempotencyScope = { orgId: string; projectId: string; key: string };
export type StoredResponse = { status: number; headers: Record<string, string>; body: string };
export type IdempotencyClaim = { kind: 'new' } | { kind: 'replay'; response: StoredResponse } | { kind: 'in_use' } | { kind: 'mismatch' };

type Row = {
  method_path: string;
  request_sha256: string;
  state: string;
  status: number | null;
  response_headers: string | null;
  response_body: string | null;
  expires_at: number;
};

const TTL_MS = 24 * 3600_000;

/**
 * Claims an idempotency key for a request (docs/agent-api.md "Idempotency"): a fresh key is recorded
 * `in_progress`; a finished one with the same method, path and body hash is replayed; a different
 * request is a mismatch (422); an unfinished one is in use (409). Expired rows count as absent.
 */
export function claimIdempotencyKey(rt: AgentRuntime, s: IdempotencyScope, methodPath: string, requestSha256: string): IdempotencyClaim {
  return rt.db.tx(() => {
    const now = rt.now();
    const row = rt.db.get<Row>(
      'SELECT * FROM idempotency_keys WHERE org_id = ? AND project_id = ? AND key = ?',
      s.orgId,
      s.projectId,
      s.key,
    );
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
    if (row) rt.db.run('DELETE FROM idempotency_keys WHERE org_id = ? AND project_id = ? AND key = ?', s.orgId, s.projectId, s.key);
    rt.db.run(
      `INSERT INTO idempotency_keys (org_id, project_id, key, method_path, request_sha256, state, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'in_progress', ?, ?)`,
      s.orgId,
      s.projectId,
      s.key,
      methodPath,
      requestSha256,
      now,
      now + TTL_MS,
    );
    return { kind: 'new' };
  });
}

/** Stores the response of a request whose work began; call in the same transaction as the work. */
export function completeIdempotencyKey(rt: AgentRuntime, s: IdempotencyScope, r: StoredResponse): void {
  rt.db.run(
    `UPDATE idempotency_keys SET state = 'completed', status = ?, response_headers = ?, response_body = ? WHERE org_id = ? AND project_id = ? AND key = ?`,
    r.status,
    JSON.stringify(r.headers),
    r.body,
    s.orgId,
    s.projectId,
    s.key,
  );
}

/** Forgets an unfinished key after a 4xx, so the client can fix the request and retry with it (Stripe's rule). */
export function releaseIdempotencyKey(rt: AgentRuntime, s: IdempotencyScope): void {
  rt.db.run(
    `DELETE FROM idempotency_keys WHERE org_id = ? AND project_id = ? AND key = ? AND state = 'in_progress'`,
    s.orgId,
    s.projectId,
    s.key,
  );
}

/** Deletes expired keys (a worker maintenance tick). */
export function sweepIdempotencyKeys(rt: AgentRuntime): number {
  return rt.db.run('DELETE FROM idempotency_keys WHERE expires_at <= ?', rt.now()).changes;
}
