'use client';

import { useEffect, useState } from 'react';

/** Reads the token from the fragment, removes it from the address bar, and trades it for a session. */
export function JwtCallback() {
  const [state, setState] = useState('Signing you in…');
  useEffect(() => {
    const token = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    const redirect = new URLSearchParams(window.location.search).get('redirect') ?? '/';
    // The token must not stay in history or be copied with the URL.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    fetch('/login/jwt', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, redirect }), credentials: 'same-origin' })
      .then((response) => response.json() as Promise<{ location?: string }>)
      .then((body) => window.location.replace(body.location ?? '/login?error=CredentialsSignin&code=jwt-invalid'))
      .catch(() => setState('Signing in failed: the server could not be reached. Reload to try again.'));
  }, []);
  return <p role="status">{state}</p>;
}
