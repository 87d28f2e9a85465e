import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import type { KeyRow } from '../types';
import { affected } from './tx';

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
export async function createKey(
  rt: AgentRuntime,
  a: { orgId: string; projectIds: string[] | null; name?: string },
): Promise<{ id: string; token: string }> {
  const token = `lec_${randomBytes(32).toString('base64url')}`;
  const id = newId('key', rt.now());
  await rt.db.kx
    .insertInto('api_keys')
    .values({
      id,
      org_id: a.orgId,
      name: a.name ?? null,
      token_sha256: hashToken(token),
      display_hint: token.slice(0, 8),
      project_ids: a.projectIds ? JSON.stringify(a.projectIds) : null,
      created_at: rt.now(),
    })
    .execute();
  return { id, token };
}

/** The live key with this token, if any. */
export async function findKey(rt: AgentRuntime, token: string): Promise<KeyRow | undefined> {
  return rt.db.kx
    .selectFrom('api_keys')
    .selectAll()
    .where('token_sha256', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Records use at most once a minute: a write per request would amplify every read into a write. */
export async function touchKey(rt: AgentRuntime, key: KeyRow): Promise<void> {
  const now = rt.now();
  if (key.last_used_at !== null && now - key.last_used_at < 60_000) return;
  await rt.db.kx.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
}

/** Revokes a key by id; true if it was live. */
export async function revokeKey(rt: AgentRuntime, id: string): Promise<boolean> {
  const result = await rt.db.kx
    .updateTable('api_keys')
    .set({ revoked_at: rt.now() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return affected(result) === 1;
}

/** Every key, oldest first (the CLI's list; hashes only). */
export async function listKeys(rt: AgentRuntime): Promise<KeyRow[]> {
  return rt.db.kx.selectFrom('api_keys').selectAll().orderBy('created_at').execute();
}
