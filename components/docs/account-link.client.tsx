'use client';

import { usePathname } from 'next/navigation';

/** "Sign in" (back to this page afterwards) or the reader's name, both opening the account page. */
export function AccountLink({ signedIn, name }: { signedIn: boolean; name?: string }) {
  const pathname = usePathname() ?? '/';
  const href = signedIn || pathname.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(pathname)}`;
  return (
    <a className="navbar-account" href={href} data-testid="account-link">
      {signedIn ? (name ?? 'Account') : 'Sign in'}
    </a>
  );
}
