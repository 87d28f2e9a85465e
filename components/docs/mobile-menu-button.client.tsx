'use client';

import { CHROME_ICONS } from '@/components/ui/chrome-icons';
import { IconSvg } from '@/components/ui/icon-svg';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * Opens the sidebar as a drawer on narrow screens; closes it again when the reader navigates. The
 * icons are drawn here: Lucide's icon component is in the client bundle anyway, and an icon handed
 * down from the server would be written into every page's RSC payload (four times on disk, issue 12).
 */
export function MobileMenuButton() {
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
      {open ? (
        <IconSvg icon={CHROME_ICONS.x} size={20} aria-hidden="true" />
      ) : (
        <IconSvg icon={CHROME_ICONS.menu} size={20} aria-hidden="true" />
      )}
    </button>
  );
}
