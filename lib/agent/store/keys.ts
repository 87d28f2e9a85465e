import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import type { KeyRow } from '../types';

/** Key format: `lec_` + 43 base64url characters of 32 random bytes (docs/agent-api.md "Authentication"). */
export const KEY_PATTERN = /^lec_[A-Za-z0-9_-]{43}$/;

/** SHA-256 of the whole token: 256 bits of entropy need no salt or slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a key and returns its plaintext, which is never stored: only its hash and a short hint
 * (prefix plus 4 characters) are kept, so it can be shown exactly once.
 */
export function createKey(
  rt: AgentRuntime,
  a: { orgId: string; projectIds: string[] | null; name?: string },
): { id: string; token: string } {
  const token = `lec_${randomBytes(32).toString('base64url')}`;
  const id = newId('key', rt.now());
  rt.db.run(
    `INSERT INTO api_keys (id, org_id, name, token_sha256, display_hint, project_ids, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    id,
    a.orgId,
    a.name ?? null,
    hashToken(token),
    token.slice(0, 8),
    a.projectIds ? JSON.stringify(a.projectIds) : null,
    rt.now(),
  );
  return { id, token };
}

/** The live key with this token, if any. */
export function findKey(rt: AgentRuntime, token: string): KeyRow | undefined {
  return rt.db.get<KeyRow>('SELECT * FROM api_keys WHERE token_sha256 = ? AND revoked_at IS NULL', hashToken(token));
}

/** Records use at most once a minute: a write per request would amplify every read into a write. */
export function touchKey(rt: AgentRuntime, key: KeyRow): void {
  const now = rt.now();
  if (key.last_used_at !== null && now - key.last_used_at < 60_000) return;
  rt.db.run('UPDATE api_keys SET last_used_at = ? WHERE id = ?', now, key.id);
}

/** Revokes a key by id; true if it was live. */
export function revokeKey(rt: AgentRuntime, id: string): boolean {
  return rt.db.run('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', rt.now(), id).changes === 1;
}
