'use client';

import type MiniSearch from 'minisearch';
import { useCallback, useRef, useState } from 'react';
import { SEARCH_OPTIONS, type SearchDocument } from '@/lib/search/search-options';

export type SearchHit = Pick<SearchDocument, 'url' | 'kind' | 'title' | 'heading' | 'snippet' | 'method' | 'path'> & { id: string; terms: string[] };

/**
 * Loads MiniSearch and the index on first use (opening the dialog), so pages that never search
 * download neither. A failed load is kept as an error message, never thrown into React.
 */
export function useSearchIndex() {
  const ref = useRef<MiniSearch<SearchDocument> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const load = useCallback(() => {
    loading.current ??= (async () => {
      setState('loading');
      try {
        const [{ default: MiniSearchClass }, response] = await Promise.all([import('minisearch'), fetch('/api/search')]);
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        ref.current = MiniSearchClass.loadJSON<SearchDocument>(await response.text(), SEARCH_OPTIONS);
        setState('ready');
      } catch {
        loading.current = null;
        setState('error');
      }
    })();
    return loading.current;
  }, []);
  const search = useCallback((query: string): SearchHit[] => {
    if (!ref.current || !query.trim()) return [];
    return ref.current.search(query).slice(0, 20) as unknown as SearchHit[];
  }, []);
  return { state, load, search };
}
