'use client';

import { CHROME_ICONS } from '@/components/ui/chrome-icons';
import { IconSvg } from '@/components/ui/icon-svg';

export const THEME_STORAGE_KEY = 'lectern-theme';

/**
 * Flips light/dark and remembers the choice; the inline script in the layout applies it before paint.
 * The icons are drawn here rather than handed down from the server, so they are not written into
 * every page's RSC payload (issue 12); Lucide's icon component is in the client bundle anyway.
 */
export function ThemeToggle() {
  function toggle() {
    const dark = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Private mode: the toggle still works for this page view.
    }
  }
  return (
    <button type="button" className="icon-button theme-toggle" onClick={toggle} aria-label="Toggle dark mode" title="Toggle dark mode">
      <IconSvg icon={CHROME_ICONS.sun} size={18} className="only-dark" aria-hidden="true" />
      <IconSvg icon={CHROME_ICONS.moon} size={18} className="only-light" aria-hidden="true" />
    </button>
  );
}
