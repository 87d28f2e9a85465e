'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps } from 'react';

/** Prefetches per page view, at most: a reader sweeping the pointer over a long sidebar must not fetch it all. */
const BUDGET = 24;
/** How long the pointer rests on a link before it counts as intent (a pass over the sidebar does not). */
const HOVER_MS = 80;
const prefetched = new Set<string>();

/**
 * The app router, or undefined where none is mounted (a component rendered on its own, as the unit
 * tests render MDX): there a link simply does not prefetch. useRouter reads its context first and
 * only then throws, so the hooks run in the same order either way.
 */
function useRouterIfMounted(): ReturnType<typeof useRouter> | undefined {
  try {
    return useRouter();
  } catch {
    return undefined;
  }
}

/**
 * An internal link that prefetches on intent only: when the pointer rests on it or it takes focus,
 * never because it scrolled into view (issue 12: Next prefetched the payload of every sidebar
 * link, and with it every linked page's images). Bounded by BUDGET per document.
 */
export function IntentLink({
  href,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string }) {
  const router = useRouterIfMounted();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const prefetch = () => {
    if (prefetched.has(href) || prefetched.size >= BUDGET) return;
    prefetched.add(href);
    router?.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={false}
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
      {...props}
    />
  );
}
