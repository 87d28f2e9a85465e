import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/get-viewer';
import { noticeMessage, signInMessage } from '@/lib/auth/messages';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { getAuthSettings } from '@/lib/auth/settings';
import { signInWithOidc, signInWithPassword, signOutAction } from './actions';
import './login.css';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type Search = { redirect?: string; error?: string; code?: string };

/**
 * The sign-in page: who you are (with sign-out), why a sign-in failed, and each configured
 * method. With JWT hand-off as the only method, readers go straight to the owner's login URL.
 */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const back = safeRedirect(search.redirect);
  const viewer = await getViewer();
  const settings = getAuthSettings();
  const failure = signInMessage(search.error, search.code);
  const notice = noticeMessage(viewer.notice);
  const { oidc, jwt, users } = settings;
  if (!viewer.signedIn && !failure && !notice && jwt?.loginUrl && !oidc && !users) redirect(jwtLoginUrl(jwt.loginUrl, back));
  return (
    <div className="login-shell">
      <article className="page login" id="content">
        <h1>{viewer.signedIn ? 'Your account' : 'Sign in'}</h1>
        {failure && (
          <p className="login-message" role="alert" data-testid="login-error">
            {failure}
          </p>
        )}
        {notice && (
          <p className="login-message" role="status" data-testid="login-notice">
            {notice}
          </p>
        )}
        {viewer.signedIn ? (
          <section className="login-account" data-testid="login-account">
            <p>
              Signed in as <strong>{viewer.name ?? viewer.email}</strong>
              {viewer.email && viewer.name ? ` (${viewer.email})` : ''}.
            </p>
            <p data-testid="login-groups">{viewer.groups.length ? `Groups: ${viewer.groups.join(', ')}` : 'You are in no groups.'}</p>
            <form action={signOutAction}>
              <button type="submit" className="login-button">
                Sign out
              </button>
            </form>
          </section>
        ) : !settings.enabled ? (
          <p>Sign-in is not configured on this site.{settings.problems.length ? ' The server log says why.' : ''}</p>
        ) : (
          <>
            {oidc && (
              <form action={signInWithOidc} className="login-method">
                <input type="hidden" name="redirect" value={back} />
                <button type="submit" className="login-button">
                  Continue with {oidc.name}
                </button>
              </form>
            )}
            {jwt?.loginUrl && (
              <p className="login-method">
                <a className="login-button" href={jwtLoginUrl(jwt.loginUrl, back)}>
                  Sign in with your account
                </a>
              </p>
            )}
            {users && (
              <form action={signInWithPassword} className="login-method login-form">
                <input type="hidden" name="redirect" value={back} />
                <label>
                  Email <input type="email" name="email" autoComplete="username" required />
                </label>
                <label>
                  Password <input type="password" name="password" autoComplete="current-password" required />
                </label>
                <button type="submit" className="login-button">
                  Sign in
                </button>
              </form>
            )}
          </>
        )}
      </article>
    </div>
  );
}

/** The owner's login page with `?redirect=<path>` (issue 5, JWT hand-off). */
function jwtLoginUrl(loginUrl: string, back: string): string {
  const url = new URL(loginUrl);
  url.searchParams.set('redirect', back);
  return url.toString();
}
