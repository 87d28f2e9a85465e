import 'server-only';
import { errors, importSPKI, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { groupsFromClaim } from './groups-claim';
import { createSeenJtiStore, type SeenJtiStore } from './seen-jti';
import type { JwtSettings } from './settings';

/** Why a hand-off token was refused; the sign-in page turns each into a sentence. */
export type HandoffRefusal = 'jwt-expired' | 'jwt-invalid' | 'jwt-misconfigured' | 'jwt-replayed' | 'jwt-busy';

/** The longest a hand-off token lives: from `iat` to use, and from `iat` to `exp`. */
export const HANDOFF_MAX_AGE_S = 5 * 60;
const CLOCK_TOLERANCE_S = 5;

export type HandoffResult =
  | { ok: true; user: { id: string; name?: string; email?: string; groups: string[]; groupsMissing: boolean } }
  | { ok: false; reason: HandoffRefusal };

const ALGORITHMS = ['EdDSA', 'ES256'] as const;
const keys = new Map<string, Promise<{ key: CryptoKey; alg: string } | null>>();

/** The public key (EdDSA or ES256, SPKI PEM), imported once; null when it is neither. */
function importKey(pem: string): Promise<{ key: CryptoKey; alg: string } | null> {
  let found = keys.get(pem);
  if (!found) {
    found = (async () => {
      for (const alg of ALGORITHMS) {
        try {
          return { key: await importSPKI(pem, alg), alg };
        } catch {
          // try the next algorithm
        }
      }
      console.error('lectern auth: LECTERN_AUTH_JWT_PUBLIC_KEY is not an Ed25519 or P-256 public key in SPKI PEM form');
      return null;
    })();
    keys.set(pem, found);
  }
  return found;
}

/**
 * The token ids already used, shared by every bundle of this process (the hand-off route and the
 * Auth.js route are bundled apart, and a token must not work once through each).
 */
function seenJtis(): SeenJtiStore {
  const slot = globalThis as { [key: symbol]: SeenJtiStore | undefined };
  const key = Symbol.for('lectern.auth.seen-jti');
  slot[key] ??= createSeenJtiStore(100_000);
  return slot[key];
}

/**
 * Verifies a JWT signed by the docs owner's application (issue 5, "JWT hand-off"): signature
 * with the configured key and only its algorithm (so `alg: none` or an HMAC made with the public
 * key cannot pass), `sub`, `iat`, `exp` and `jti` required, `iss`/`aud` when set.
 * A token is a one-time ticket (issue 11): issued at most HANDOFF_MAX_AGE_S ago and not in the
 * future, living no longer than that (`exp - iat`), and used once (its `jti` is remembered while
 * it could still pass). Without these, a token leaked from a log or history signs anyone in for
 * as long as its `exp` says, ten years included.
 * `groups` may be an array or a comma-separated string; a token without it signs in with no groups.
 */
export async function verifyHandoffToken(token: string, settings: JwtSettings, now?: Date): Promise<HandoffResult> {
  const imported = await importKey(settings.publicKey);
  if (!imported) return { ok: false, reason: 'jwt-misconfigured' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, imported.key, {
      algorithms: [imported.alg],
      requiredClaims: ['exp', 'sub', 'iat', 'jti'],
      issuer: settings.issuer,
      audience: settings.audience,
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: HANDOFF_MAX_AGE_S,
      currentDate: now,
    }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'jwt-expired' : 'jwt-invalid' };
  }
  const { iat, exp, jti } = payload as { iat: number; exp: number; jti: unknown };
  if (exp - iat > HANDOFF_MAX_AGE_S || typeof jti !== 'string' || !jti || jti.length > 256) return { ok: false, reason: 'jwt-invalid' };
  const usableUntilMs = (Math.min(exp, iat + HANDOFF_MAX_AGE_S) + CLOCK_TOLERANCE_S) * 1000;
  const use = seenJtis().use(jti, usableUntilMs, now?.getTime() ?? Date.now());
  if (use !== 'fresh') return { ok: false, reason: use === 'replayed' ? 'jwt-replayed' : 'jwt-busy' };
  const name = typeof payload.name === 'string' ? payload.name : undefined;
  const email = typeof payload.email === 'string' ? payload.email : undefined;
  const groups = groupsFromClaim(payload, 'groups', ',');
  return { ok: true, user: { id: `jwt:${payload.sub}`, name, email, groups: groups ?? [], groupsMissing: groups === undefined } };
}
