'use client';

import { useEffect } from 'react';

/**
 * Lands links to fields that are hidden (closed levels, inactive tabs, deferred levels): see
 * hash-watch.ts. Renders nothing. Most page views have no fragment, so the code that does the work
 * is fetched only once the address has one, on arrival or at the first hash change, and stays out
 * of every page's first load (issue 12).
 */
export function HashReveal() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      window.removeEventListener('hashchange', start);
      void import('./hash-watch').then((m) => {
        if (!gone) stop = m.watchHash();
      });
    };
    if (window.location.hash.length > 1) start();
    else window.addEventListener('hashchange', start);
    return () => {
      gone = true;
      window.removeEventListener('hashchange', start);
      stop?.();
    };
  }, []);
  return null;
}
