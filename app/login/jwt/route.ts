import { AuthError } from 'next-auth';
import { PROVIDERS, signIn } from '@/lib/auth/auth';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { getAuthSettings } from '@/lib/auth/settings';

/**
 * `POST /login/jwt` `{ token, redirect }` from the hand-off page: verifies the token (lib/auth/
 * jwt-handoff), sets the session cookie and answers `{ ok, location }`, the page to go to next: `redirect`, or for a
 * refused token the sign-in page with the reason. Never a 500.
 */
export async function POST(request: Request) {
  let body: { token?: unknown; redirect?: unknown } = {};
  try {
    body = (await request.json()) as typeof body;
  } catch {
    // an empty or broken body is a missing token
  }
  const back = safeRedirect(body.redirect);
  // 200 either way: the body says where to go, and the page goes there.
  const refused = (code: string) => Response.json({ ok: false, location: `/login?${new URLSearchParams({ error: 'CredentialsSignin', code, redirect: back })}` });
  if (!getAuthSettings().jwt) return refused('jwt-misconfigured');
  if (typeof body.token !== 'string' || !body.token) return refused('jwt-missing');
  try {
    await signIn(PROVIDERS.jwt, { token: body.token, redirect: false, redirectTo: back });
  } catch (error) {
    if (error instanceof AuthError) return refused((error as AuthError & { code?: string }).code ?? 'jwt-invalid');
    console.error('lectern auth: JWT hand-off failed:', error);
    return refused('jwt-invalid');
  }
  return Response.json({ ok: true, location: back });
}
