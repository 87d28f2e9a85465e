'use client';

import { useEffect, useState } from 'react';

const REFUSED = '/login?error=CredentialsSignin&code=jwt-invalid';

/** `location` only when a browser would stay on this origin with it; otherwise the sign-in page. */
function onThisSite(location: unknown, fallback: string): string {
  if (typeof location !== 'string' || !location.startsWith('/') || location.startsWith('//') || location.includes('\\')) return fallback;
  return new URL(location, window.location.href).origin === window.location.origin ? location : fallback;
}

/**
 * Reads the token from the fragment, removes it from the address bar, and trades it for a session:
 * first a CSRF token from `GET /login/jwt` (set in an HttpOnly cookie too), then `POST /login/jwt`
 * with both. The server answers where to go; the page goes there only if it is on this site.
 */
export function JwtCallback() {
  const [state, setState] = useState('Signing you in…');
  useEffect(() => {
    const token = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    const redirect = new URLSearchParams(window.location.search).get('redirect') ?? '/';
    // The token must not stay in history or be copied with the URL.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    (async () => {
      const csrf = (await (await fetch('/login/jwt', { credentials: 'same-origin', cache: 'no-store' })).json()) as { csrfToken?: string };
      const response = await fetch('/login/jwt', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lectern-csrf': csrf.csrfToken ?? '' },
        body: JSON.stringify({ token, redirect }),
        credentials: 'same-origin',
      });
      if (response.status === 403) return window.location.replace('/login?error=CredentialsSignin&code=jwt-csrf');
      const body = (await response.json()) as { location?: unknown };
      window.location.replace(onThisSite(body.location, REFUSED));
    })().catch(() => setState('Signing in failed: the server could not be reached. Reload to try again.'));
  }, []);
  return <p role="status">{state}</p>;
}
