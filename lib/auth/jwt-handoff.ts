import 'server-only';
import { errors, importSPKI, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { groupsFromClaim } from './groups-claim';
import type { JwtSettings } from './settings';

/** Why a hand-off token was refused; the sign-in page turns each into a sentence. */
export type HandoffRefusal = 'jwt-expired' | 'jwt-invalid' | 'jwt-misconfigured';

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
 * Verifies a JWT signed by the docs owner's application (issue 5, "JWT hand-off"): signature
 * with the configured key and only its algorithm (so `alg: none` or an HMAC made with the public
 * key cannot pass), `exp` required and in the future, `sub` required, `iss`/`aud` when set.
 * `groups` may be an array or a comma-separated string; a token without it signs in with no groups.
 */
export async function verifyHandoffToken(token: string, settings: JwtSettings, now?: Date): Promise<HandoffResult> {
  const imported = await importKey(settings.publicKey);
  if (!imported) return { ok: false, reason: 'jwt-misconfigured' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, imported.key, {
      algorithms: [imported.alg],
      requiredClaims: ['exp', 'sub'],
      issuer: settings.issuer,
      audience: settings.audience,
      clockTolerance: 5,
      currentDate: now,
    }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'jwt-expired' : 'jwt-invalid' };
  }
  const name = typeof payload.name === 'string' ? payload.name : undefined;
  const email = typeof payload.email === 'string' ? payload.email : undefined;
  const groups = groupsFromClaim(payload, 'groups', ',');
  return { ok: true, user: { id: `jwt:${payload.sub}`, name, email, groups: groups ?? [], groupsMissing: groups === undefined } };
}
