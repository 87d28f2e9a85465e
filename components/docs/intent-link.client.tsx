'use client';

import { useRouter } from 'next/navigation';
import type { PrefetchOptions } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useRef, type ComponentProps, type MouseEvent } from 'react';

/** Prefetches per page view, at most: a reader sweeping the pointer over a long sidebar must not fetch it all. */
const BUDGET = 24;
/** How long the pointer rests on a link before it counts as intent (a pass over the sidebar does not). */
const HOVER_MS = 80;
const prefetched = new Set<string>();
/**
 * A full prefetch: the page's whole payload in one request, the `.rsc` a navigation without a
 * prefetch reads too (what `next/link`'s `prefetch={true}` asks for). The default (`auto`) fetches the
 * route tree and then each segment's own prefetch file, a third copy of every page's payload on
 * disk; with every prefetch full, the build drops those files (scripts/prune-prefetch-copies.mjs).
 * The enum's value is written out: importing it would put the router's reducer types in the bundle.
 */
const FULL = { kind: 'full' } as PrefetchOptions;

/**
 * The app router, or undefined where none is mounted (a component rendered on its own, as the unit
 * tests render MDX): there a link is a plain link. useRouter reads its context first and only then
 * throws, so the hooks run in the same order either way.
 */
function useRouterIfMounted(): ReturnType<typeof useRouter> | undefined {
  try {
    return useRouter();
  } catch {
    return undefined;
  }
}

/** A click the browser should handle itself: a new tab or window, a download, another origin. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const a = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (a.target !== '' && a.target !== '_self') ||
    a.hasAttribute('download') ||
    a.origin !== window.location.origin
  );
}

/**
 * An internal link that navigates on the client and prefetches on intent only: when the pointer
 * rests on it or it takes focus, never because it scrolled into view (issue 12: Next prefetched
 * the payload of every sidebar link, and with it every linked page's images). Bounded by BUDGET
 * per document. A plain anchor driven by the app router rather than `next/link`, whose component
 * and URL helpers were a few KB of every page's first-load JavaScript (issue 12); it keeps the
 * parts we use: client navigation on a plain left click, the browser's own handling of any other.
 */
export function IntentLink({ href, onMouseEnter, onMouseLeave, onFocus, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useRouterIfMounted();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const prefetch = () => {
    if (prefetched.has(href) || prefetched.size >= BUDGET) return;
    prefetched.add(href);
    router?.prefetch(href, FULL);
  };
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={(e) => {
        timer.current = setTimeout(prefetch, HOVER_MS);
        onMouseEnter?.(e);
      }}
      onMouseLeave={(e) => {
        clearTimeout(timer.current);
        onMouseLeave?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      onClick={(e) => {
        onClick?.(e);
        if (!router || isBrowserClick(e)) return;
        e.preventDefault();
        router.push(href);
      }}
    />
  );
}
