import { createHmac, timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../../data-dir-secret';

/** How far a signature's timestamp may be from the receiver's clock (replay window). */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * The secret that signs a project's webhooks: derived from the data folder's webhook key and the
 * project id, so nothing more is stored, every process that shares the data folder signs alike,
 * and one project's secret tells nothing about another's. `lectern project webhook-secret <id>`
 * prints it; deleting `.webhook-key` rotates every project's.
 */
export function webhookSecret(dataDir: string, projectId: string): string {
  const key = dataDirSecret(dataDir, '.webhook-key');
  return `whsec_${createHmac('sha256', key).update(`project:${projectId}`).digest('base64url')}`;
}

/** HMAC-SHA256 of `<timestamp>.<body>`, hex: what `Lectern-Signature` carries as `v1`. */
function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The `Lectern-Signature` header for `body` sent at `timestamp` (seconds): `t=<timestamp>,v1=<hex>`.
 * The timestamp is signed with the body, so a captured delivery cannot be replayed later with a
 * fresh time.
 */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${sign(secret, timestamp, body)}`;
}

/**
 * Whether `header` is a valid signature of `body` under `secret`, made within the tolerance of
 * `nowS`: what a receiver runs (the docs show the same steps). Constant-time comparison.
 */
export function verifySignature(secret: string, header: string | null, body: string, nowS: number): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || Math.abs(nowS - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(sign(secret, t, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
