import { AuthError } from 'next-auth';
import { PROVIDERS, signIn } from '@/lib/auth/auth';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { getAuthSettings } from '@/lib/auth/settings';

/**
 * `POST /login/jwt` `{ token, redirect }` from the hand-off page: verifies the token (lib/auth/
 * jwt-handoff), sets the session cookie and answers `{ location }`, the page to go to next. A
 * refused token answers the sign-in page with the reason; never a 500.
 */
export async function POST(request: Request) {
  let body: { token?: unknown; redirect?: unknown } = {};
  try {
    body = (await request.json()) as typeof body;
  } catch {
    // an empty or broken body is a missing token
  }
  const back = safeRedirect(body.redirect);
  const refused = (code: string) => Response.json({ location: `/login?${new URLSearchParams({ error: 'CredentialsSignin', code, redirect: back })}` }, { status: 401 });
  if (!getAuthSettings().jwt) return refused('jwt-misconfigured');
  if (typeof body.token !== 'string' || !body.token) return refused('jwt-missing');
  try {
    await signIn(PROVIDERS.jwt, { token: body.token, redirect: false, redirectTo: back });
  } catch (error) {
    if (error instanceof AuthError) return refused((error as AuthError & { code?: string }).code ?? 'jwt-invalid');
    console.error('lectern auth: JWT hand-off failed:', error);
    return refused('jwt-invalid');
  }
  return Response.json({ location: back });
}
