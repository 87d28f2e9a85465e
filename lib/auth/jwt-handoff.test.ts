import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { describe, expect, it } from 'vitest';
import { HANDOFF_MAX_AGE_S, verifyHandoffToken } from './jwt-handoff';
import { scalarText } from '../openapi/scalar-text';

const pair = (type: 'ed25519' | 'ec') => {
  const { publicKey, privateKey } =
    type === 'ed25519' ? generateKeyPairSync('ed25519') : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    pub: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    priv: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
const ed = pair('ed25519');
const ec = pair('ec');

/** A token as the owner's application mints it: `iat` now and a fresh `jti` unless `claims` say otherwise. */
async function sign(priv: string, alg: 'EdDSA' | 'ES256', claims: Record<string, unknown>, exp: string | number = '2m') {
  const jwt = new SignJWT({ jti: randomUUID(), ...claims }).setProtectedHeader({ alg }).setExpirationTime(exp);
  if (claims.iat === undefined) jwt.setIssuedAt();
  if (claims.sub !== undefined) jwt.setSubject(scalarText(claims.sub));
  return jwt.sign(await importPKCS8(priv, alg));
}

describe('verifyHandoffToken', () => {
  it('accepts EdDSA and ES256 tokens signed with the configured key', async () => {
    for (const [keys, alg] of [
      [ed, 'EdDSA'],
      [ec, 'ES256'],
    ] as const) {
      const result = await verifyHandoffToken(await sign(keys.priv, alg, { sub: 'u1', name: 'Una', groups: ['a', 'b'] }), {
        publicKey: keys.pub,
      });
      expect(result).toEqual({ ok: true, user: { id: 'jwt:u1', name: 'Una', email: undefined, groups: ['a', 'b'], groupsMissing: false } });
    }
  });

  it('reads groups given as one comma-separated string, and flags a token without groups', async () => {
    expect(await verifyHandoffToken(await sign(ed.priv, 'EdDSA', { sub: 'u', groups: 'a, b' }), { publicKey: ed.pub })).toMatchObject({
      ok: true,
      user: { groups: ['a', 'b'] },
    });
    expect(await verifyHandoffToken(await sign(ed.priv, 'EdDSA', { sub: 'u' }), { publicKey: ed.pub })).toMatchObject({
      ok: true,
      user: { groups: [], groupsMissing: true },
    });
  });

  it.each<[string, () => Promise<string>, string]>([
    ['expired', () => sign(ed.priv, 'EdDSA', { sub: 'u' }, Math.floor(Date.now() / 1000) - 60), 'jwt-expired'],
    ['signed with another key', () => sign(pair('ed25519').priv, 'EdDSA', { sub: 'u' }), 'jwt-invalid'],
    ['without sub', () => sign(ed.priv, 'EdDSA', { groups: ['a'] }), 'jwt-invalid'],
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u","exp":9999999999}').toString('base64url')}.`,
      'jwt-invalid',
    ],
    ['garbage', async () => 'not.a.jwt', 'jwt-invalid'],
    [
      'payload changed after signing',
      async () => {
        const [h, , s] = (await sign(ed.priv, 'EdDSA', { sub: 'u', groups: ['a'] })).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ sub: 'u', groups: ['admin'], exp: 9999999999 })).toString('base64url')}.${s}`;
      },
      'jwt-invalid',
    ],
  ])('refuses a token %s', async (_, make, reason) => {
    expect(await verifyHandoffToken(await make(), { publicKey: ed.pub })).toEqual({ ok: false, reason });
  });

  it('accepts a token once: its jti is remembered while the token could pass', async () => {
    const token = await sign(ed.priv, 'EdDSA', { sub: 'u' });
    expect((await verifyHandoffToken(token, { publicKey: ed.pub })).ok).toBe(true);
    expect(await verifyHandoffToken(token, { publicKey: ed.pub })).toEqual({ ok: false, reason: 'jwt-replayed' });
    // Another token of the same reader (another jti) still works.
    expect((await verifyHandoffToken(await sign(ed.priv, 'EdDSA', { sub: 'u' }), { publicKey: ed.pub })).ok).toBe(true);
  });

  it('does not spend a jti on a token it refuses for another reason', async () => {
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await verifyHandoffToken(await sign(ed.priv, 'EdDSA', { sub: 'u', jti, aud: 'other' }), { publicKey: ed.pub, audience: 'docs' })).ok,
    ).toBe(false);
    expect(
      (
        await verifyHandoffToken(await sign(ed.priv, 'EdDSA', { sub: 'u', jti, iat: now, aud: 'docs' }), {
          publicKey: ed.pub,
          audience: 'docs',
        })
      ).ok,
    ).toBe(true);
  });

  it.each<[string, (now: number) => Record<string, unknown>, string | number | undefined, string]>([
    ['without iat', () => ({ sub: 'u', iat: null }), '2m', 'jwt-invalid'],
    ['without jti', () => ({ sub: 'u', jti: undefined }), '2m', 'jwt-invalid'],
    ['with an empty jti', () => ({ sub: 'u', jti: '' }), '2m', 'jwt-invalid'],
    ['with a jti that is not a string', () => ({ sub: 'u', jti: 42 }), '2m', 'jwt-invalid'],
    ['issued in the future', (now) => ({ sub: 'u', iat: now + 3600 }), undefined, 'jwt-invalid'],
    [
      'issued longer ago than the cap, still unexpired',
      (now) => ({ sub: 'u', iat: now - HANDOFF_MAX_AGE_S - 60 }),
      undefined,
      'jwt-expired',
    ],
    ['with a ten-year exp', () => ({ sub: 'u' }), '3650d', 'jwt-invalid'],
    ['living one second longer than the cap', (now) => ({ sub: 'u', iat: now }), 'cap+1', 'jwt-invalid'],
  ])('refuses a token %s', async (_, claims, exp, reason) => {
    const now = Math.floor(Date.now() / 1000);
    const c = claims(now);
    const expiry = exp === 'cap+1' ? now + HANDOFF_MAX_AGE_S + 1 : (exp ?? now + 60);
    let jwt = new SignJWT(Object.fromEntries(Object.entries({ jti: randomUUID(), ...c }).filter(([, v]) => v !== undefined && v !== null)))
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('u')
      .setExpirationTime(expiry);
    if (c.iat === undefined) jwt = jwt.setIssuedAt();
    expect(await verifyHandoffToken(await jwt.sign(await importPKCS8(ed.priv, 'EdDSA')), { publicKey: ed.pub })).toEqual({
      ok: false,
      reason,
    });
  });

  it('accepts a token living exactly the cap', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await verifyHandoffToken(await sign(ed.priv, 'EdDSA', { sub: 'u', iat: now }, now + HANDOFF_MAX_AGE_S), { publicKey: ed.pub })).ok,
    ).toBe(true);
  });

  it('checks iss and aud when configured', async () => {
    const token = await sign(ed.priv, 'EdDSA', { sub: 'u', iss: 'https://app.example', aud: 'docs' });
    expect((await verifyHandoffToken(token, { publicKey: ed.pub, issuer: 'https://app.example', audience: 'docs' })).ok).toBe(true);
    expect(await verifyHandoffToken(token, { publicKey: ed.pub, issuer: 'https://other.example' })).toEqual({
      ok: false,
      reason: 'jwt-invalid',
    });
  });

  it('reports a key that is neither Ed25519 nor P-256', async () => {
    expect(await verifyHandoffToken('a.b.c', { publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' })).toEqual({
      ok: false,
      reason: 'jwt-misconfigured',
    });
  });
});
