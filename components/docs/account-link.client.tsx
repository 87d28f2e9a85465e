'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

type Account = { signedIn: boolean; name?: string };

/**
 * "Sign in" (back to this page afterwards) or the reader's name, both opening the account page.
 * The reader is asked for here, in the browser (app/api/auth/reader), not in the server render:
 * a page's HTML then never depends on who reads it, which is what lets public pages be
 * prerendered and shared (issue 12).
 */
export function AccountLink() {
  const pathname = usePathname() ?? '/';
  const [account, setAccount] = useState<Account>({ signedIn: false });
  useEffect(() => {
    let live = true;
    fetch('/api/auth/reader', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((reader: Account | null) => {
        if (live && reader?.signedIn) setAccount({ signedIn: true, name: reader.name });
      })
      // No answer: the reader stays shown as signed out; the page itself never depends on it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const href = account.signedIn || pathname.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(pathname)}`;
  return (
    <a className="navbar-account" href={href} data-testid="account-link">
      {account.signedIn ? (account.name ?? 'Account') : 'Sign in'}
    </a>
  );
}
