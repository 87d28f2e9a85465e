'use client';

import type { ReactNode } from 'react';

export const THEME_STORAGE_KEY = 'lectern-theme';

/**
 * Flips light/dark and remembers the choice; the inline script in the layout applies it before paint.
 * The icons are rendered by the server (the icon library stays out of the first-load JavaScript).
 */
export function ThemeToggle({ sun, moon }: { sun: ReactNode; moon: ReactNode }) {
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
      {sun}
      {moon}
    </button>
  );
}
