import { LOAD_EVENT, LOADED_EVENT } from './deferred-children.client';

/**
 * Links to a field inside a closed `<details>` or an inactive tab (another media type, another
 * oneOf option) must still land on it: open and activate every ancestor, then scroll. A field in a
 * level the page left out (deferred-children.client.tsx) is not in the document yet: the levels
 * whose anchor leads to it load, and the search runs again once they are drawn. Runs now, on every
 * hash change and when a deferred level is drawn, until the returned function stops it.
 */
export function watchHash(): () => void {
  // Set while a level that may hold the hash's field loads: only then does its arrival scroll.
  let awaiting = false;
  const reveal = () => {
    const target = findTarget(window.location.hash);
    if (!target) {
      awaiting = loadDeferredHolders(window.location.hash);
      return;
    }
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
  // A deferred level drawn: the field the hash names may be in it now (or in a deeper one to load).
  const onLoaded = () => {
    if (awaiting) reveal();
  };
  window.addEventListener(LOADED_EVENT, onLoaded);
  return () => {
    window.removeEventListener('hashchange', reveal);
    window.removeEventListener(LOADED_EVENT, onLoaded);
  };
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

/**
 * Asks each deferred level that may hold the field `hash` names to load: its anchor is a path
 * prefix of the field's (`200.owner` holds `200.owner.login` and `200.owner.plan.name`). A `-1`
 * suffix that made a repeated path unique is ignored on both sides, so a level may load that turns
 * out not to hold it; nothing is lost but a fetch. Whether any level was asked.
 */
function loadDeferredHolders(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const path = withoutSuffix(id);
  let asked = false;
  for (const level of document.querySelectorAll<HTMLElement>('details[data-oa-defer]:not([data-loaded])')) {
    const at = withoutSuffix(level.dataset.oaDefer ?? '');
    if (at && path.startsWith(at) && '.['.includes(path.charAt(at.length)) && path.length > at.length) {
      level.dispatchEvent(new Event(LOAD_EVENT));
      asked = true;
    }
  }
  return asked;
}

function withoutSuffix(anchor: string): string {
  return anchor.replace(/-\d+$/, '');
}
