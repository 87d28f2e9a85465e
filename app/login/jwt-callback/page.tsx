import type { Metadata } from 'next';
import { JwtCallback } from './jwt-callback.client';

export const metadata: Metadata = { title: 'Signing in', robots: { index: false } };

/**
 * `/login/jwt-callback?redirect=<path>#<jwt>`: where the owner's application sends a reader with a
 * signed token. The token is in the fragment, so it never reaches a server log or a Referer; the
 * browser posts it to /login/jwt, which verifies it and sets the session cookie.
 */
export default function JwtCallbackPage() {
  return (
    <div className="login-shell">
      <article className="page login" id="content">
        <JwtCallback />
      </article>
    </div>
  );
}
