'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { SearchHit } from '@/lib/search/search-site';

export type { SearchHit };

/**
 * Asks the server for hits as the reader types (debounced, stale answers dropped). Failures
 * become a state the dialog shows, never an exception in React. The current page's path goes
 * along (`from`): the server limits hits to that page's language and version.
 */
export function useSearch(query: string) {
  const from = usePathname() ?? '/';
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const latest = useRef(0);
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setHits([]);
      setState('idle');
      return;
    }
    const ticket = ++latest.current;
    const controller = new AbortController();
    const run = async () => {
      setState('loading');
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(q)}&from=${encodeURIComponent(from)}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { hits: SearchHit[] };
        if (ticket !== latest.current) return;
        setHits(body.hits);
        setState('ready');
      } catch {
        if (ticket === latest.current && !controller.signal.aborted) setState('error');
      }
    };
    const timer = setTimeout(() => void run(), 80);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, from]);
  return { hits, state };
}
