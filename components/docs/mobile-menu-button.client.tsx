'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Opens the sidebar as a drawer on narrow screens; closes it again when the reader navigates. The
 * icons are rendered by the server (the icon library stays out of the first-load JavaScript).
 */
export function MobileMenuButton({ menuIcon, closeIcon }: { menuIcon: ReactNode; closeIcon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    document.body.classList.toggle('nav-open', open);
  }, [open]);
  return (
    <button
      type="button"
      className="icon-button mobile-menu-button"
      aria-label={open ? 'Close navigation' : 'Open navigation'}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
    >
      {open ? closeIcon : menuIcon}
    </button>
  );
}
