'use client';

import { useEffect } from 'react';

/**
 * Links to a field inside a closed `<details>` or an inactive tab (another media type, another
 * oneOf option) must still land on it: open and activate every ancestor, then scroll. Renders
 * nothing; runs on load and on every hash change.
 */
export function HashReveal() {
  useEffect(() => {
    const reveal = () => {
      const target = findTarget(window.location.hash);
      if (!target) return;
      let changed = false;
      for (let el = target.parentElement; el; el = el.parentElement) {
        if (el instanceof HTMLDetailsElement && !el.open) {
          el.open = true;
          changed = true;
        }
        if (el.hidden && el.hasAttribute('data-oa-panel')) {
          el.dispatchEvent(new CustomEvent('oa-reveal', { bubbles: true }));
          changed = true;
        }
      }
      if (changed) scrollWhenShown(target, 20);
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return null;
}

/**
 * An inactive panel is revealed by a React state update, which renders after this event: scroll
 * once the target is laid out (a few frames at most), not before, or the scroll is lost.
 */
function scrollWhenShown(target: HTMLElement, frames: number) {
  if (target.getClientRects().length > 0 || frames <= 0) {
    target.scrollIntoView({ block: 'start' });
    return;
  }
  requestAnimationFrame(() => scrollWhenShown(target, frames - 1));
}

function findTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
