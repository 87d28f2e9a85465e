'use client';

import type { ReactNode } from 'react';

/** The banner's close button: hides it now and, for this banner text, on every later page. */
export function BannerDismiss({ id, storageKey, children }: { id: string; storageKey: string; children?: ReactNode }) {
  function dismiss() {
    try {
      localStorage.setItem(storageKey, id);
    } catch {
      // storage blocked: the banner still closes for this page
    }
    document.documentElement.setAttribute('data-banner-hidden', '');
  }
  return (
    <button type="button" className="site-banner-close" aria-label="Dismiss banner" onClick={dismiss}>
      {children}
    </button>
  );
}
