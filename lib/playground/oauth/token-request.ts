/**
 * Token endpoint requests and answers (RFC 6749 §4.1.3, §4.3.2, §4.4.2, §6, §5.1–5.2), as HAR
 * requests so the playground's one fetcher sends them (with its failure sentences). Client
 * credentials go in the body (`client_secret_post`, §2.3.1): it works with public and
 * confidential clients alike and needs no pre-flighted `Authorization` header. Pure.
 */
import type { HarRequest } from '../../openapi/build-request';

export type TokenGrant =
  | { grant: 'authorization_code'; code: string; redirectUri: string; verifier: string }
  | { grant: 'client_credentials'; scopes: string[] }
  | { grant: 'password'; username: string; password: string; scopes: string[] }
  | { grant: 'refresh_token'; refreshToken: string };

export type Client = { clientId: string; clientSecret?: string };

export type Token = { accessToken: string; refreshToken?: string; expiresIn?: number; scope?: string };

/** The POST to the token endpoint for one grant. */
export function buildTokenRequest(tokenUrl: string, grant: TokenGrant, client: Client): HarRequest {
  const params: [string, string][] = [['grant_type', grant.grant]];
  if (grant.grant === 'authorization_code')
    params.push(['code', grant.code], ['redirect_uri', grant.redirectUri], ['code_verifier', grant.verifier]);
  if (grant.grant === 'password') params.push(['username', grant.username], ['password', grant.password]);
  if (grant.grant === 'refresh_token') params.push(['refresh_token', grant.refreshToken]);
  if ((grant.grant === 'client_credentials' || grant.grant === 'password') && grant.scopes.length)
    params.push(['scope', grant.scopes.join(' ')]);
  if (client.clientId) params.push(['client_id', client.clientId]);
  if (client.clientSecret) params.push(['client_secret', client.clientSecret]);
  return {
    method: 'POST',
    url: tokenUrl,
    httpVersion: 'HTTP/1.1',
    headers: [
      { name: 'Accept', value: 'application/json' },
      { name: 'Content-Type', value: 'application/x-www-form-urlencoded' },
    ],
    queryString: [],
    cookies: [],
    postData: { mimeType: 'application/x-www-form-urlencoded', params: params.map(([name, value]) => ({ name, value })) },
    headersSize: -1,
    bodySize: -1,
  };
}

/** A token endpoint's answer: the token, or the endpoint's error as a sentence. */
export function parseTokenResponse(status: number, text: string): ({ ok: true } & Token) | { ok: false; message: string } {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    return { ok: false, message: `The token endpoint answered ${status} without JSON.` };
  }
  if (status >= 200 && status < 300 && typeof body.access_token === 'string' && body.access_token) {
    return {
      ok: true,
      accessToken: body.access_token,
      ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
      ...(typeof body.expires_in === 'number' ? { expiresIn: body.expires_in } : {}),
      ...(typeof body.scope === 'string' ? { scope: body.scope } : {}),
    };
  }
  const error = typeof body.error === 'string' ? body.error : `status ${status}`;
  const description = typeof body.error_description === 'string' ? `: ${body.error_description}` : '';
  return { ok: false, message: `The token endpoint refused the request (${error}${description}).` };
}
