/**
 * The authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636 §4.3; implicit §4.2.1) and the
 * reading of its answer on the way back to the page (§4.1.2, §4.2.2: the code in the query, an
 * implicit token in the fragment, an error in either). Pure.
 */

export type AuthorizeInput = {
  authorizationUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string;
  challenge?: string;
  implicit?: boolean;
};

/** The URL the reader's browser goes to for signing in. */
export function buildAuthorizeUrl(input: AuthorizeInput): string {
  const url = new URL(input.authorizationUrl);
  url.searchParams.set('response_type', input.implicit ? 'token' : 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  if (input.scopes.length) url.searchParams.set('scope', input.scopes.join(' '));
  url.searchParams.set('state', input.state);
  if (input.challenge) {
    url.searchParams.set('code_challenge', input.challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.href;
}

export type AuthorizeAnswer =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'token'; accessToken: string; state: string; expiresIn?: number }
  | { kind: 'error'; error: string; description?: string; state?: string };

/** What came back in the page's URL, or undefined when it carries no authorization answer. */
export function readAuthorizeAnswer(search: string, hash: string): AuthorizeAnswer | undefined {
  for (const raw of [search, hash]) {
    const p = new URLSearchParams(raw.replace(/^[?#]/, ''));
    const state = p.get('state') ?? undefined;
    if (p.get('error')) return { kind: 'error', error: p.get('error')!, description: p.get('error_description') ?? undefined, state };
    if (!state) continue;
    if (p.get('code')) return { kind: 'code', code: p.get('code')!, state };
    if (p.get('access_token')) {
      const expires = Number(p.get('expires_in'));
      return {
        kind: 'token',
        accessToken: p.get('access_token')!,
        state,
        ...(Number.isFinite(expires) && expires > 0 ? { expiresIn: expires } : {}),
      };
    }
  }
  return undefined;
}

/** The page URL without the answer's parameters (what the address bar shows afterwards). */
export function withoutAnswer(href: string): string {
  const url = new URL(href);
  for (const name of ['code', 'state', 'error', 'error_description', 'error_uri', 'session_state', 'iss']) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}
