import { randomUUID } from 'node:crypto';
import { AuthError } from 'next-auth';
import { PROVIDERS, signIn } from '@/lib/auth/auth';
import { clearHandoffCsrf, hasHandoffCsrf, issueHandoffCsrf } from '@/lib/auth/handoff-csrf';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { getSiteOrigin, isSameOriginRequest } from '@/lib/auth/same-origin';
import { isSecureContext } from '@/lib/auth/secure-cookies';
import { getAuthSettings } from '@/lib/auth/settings';
import { ApiError } from '@/lib/http/api-error';
import { toErrorResponse } from '@/lib/http/problem';

/** Whether this request's cookies are `Secure` (and so may be `__Host-`), as for the session cookie. */
function secureCookies(request: Request): boolean {
  const h = request.headers;
  return isSecureContext(h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto'), process.env.NODE_ENV === 'production');
}

/**
 * `GET /login/jwt` → `{ csrfToken }`, with the same token in an HttpOnly, SameSite=Strict cookie:
 * the hand-off page fetches it and sends it back with the JWT (double submit). A cross-site page
 * cannot read this answer, so it cannot learn the token.
 */
export function GET(request: Request) {
  const { token, setCookie } = issueHandoffCsrf(secureCookies(request));
  return new Response(JSON.stringify({ csrfToken: token }), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'set-cookie': setCookie },
  });
}

/**
 * `POST /login/jwt` `{ token, redirect }` from the hand-off page: verifies the token (lib/auth/
 * jwt-handoff), sets the session cookie and answers `{ ok, location }`, the page to go to next:
 * `redirect`, or for a refused token the sign-in page with the reason. Never a 500.
 *
 * Login CSRF: a page on another site could post *its own* valid token and sign the reader in as
 * the attacker (whose docs, notes or playground keys the reader would then use). So the request
 * must come from this site (Sec-Fetch-Site or Origin) and carry the CSRF token from GET; otherwise
 * 403 problem+json, before the token is read, and no session cookie.
 */
export async function POST(request: Request) {
  const secure = secureCookies(request);
  const settings = getAuthSettings();
  const siteOrigin = getSiteOrigin(request.headers, settings.origin);
  if (!isSameOriginRequest(request.headers, siteOrigin) || !hasHandoffCsrf(request.headers, secure)) {
    const error = new ApiError(
      'cross_site_request',
      'This sign-in did not come from a page of this site (its Origin or CSRF token does not match), so it was refused.',
    );
    return toErrorResponse(error, {
      requestId: `req_${randomUUID()}`,
      instance: '/login/jwt',
      docsBase: siteOrigin ?? '',
      headers: { 'set-cookie': clearHandoffCsrf(secure) },
    });
  }
  let body: { token?: unknown; redirect?: unknown } = {};
  try {
    body = (await request.json()) as typeof body;
  } catch {
    // an empty or broken body is a missing token
  }
  const back = safeRedirect(body?.redirect);
  // 200 either way: the body says where to go, and the page goes there. The CSRF token is spent.
  const answer = (payload: { ok: boolean; location: string }) =>
    Response.json(payload, { headers: { 'cache-control': 'no-store', 'set-cookie': clearHandoffCsrf(secure) } });
  const refused = (code: string) =>
    answer({ ok: false, location: `/login?${new URLSearchParams({ error: 'CredentialsSignin', code, redirect: back })}` });
  if (!settings.jwt) return refused('jwt-misconfigured');
  if (typeof body?.token !== 'string' || !body.token) return refused('jwt-missing');
  try {
    await signIn(PROVIDERS.jwt, { token: body.token, redirect: false, redirectTo: back });
  } catch (error) {
    if (error instanceof AuthError) return refused((error as AuthError & { code?: string }).code ?? 'jwt-invalid');
    console.error('lectern auth: JWT hand-off failed:', error);
    return refused('jwt-invalid');
  }
  return answer({ ok: true, location: back });
}
