/**
 * PKCE (RFC 7636) and the `state` value of an authorization request: random strings from the
 * platform's CSPRNG and the S256 challenge, with Web Crypto (the browser's and Node's alike).
 */

/** base64url without padding (RFC 7636 appendix A). */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh random value: 32 bytes, 43 characters (a code verifier's or a state's length). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}
