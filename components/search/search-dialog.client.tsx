'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import { formatNoResults } from '@/lib/i18n/get-ui-strings';
import { SearchResults } from './search-results';
import { useSearch, type SearchHit } from './use-search.client';

/**
 * The navbar search button and the ⌘K / Ctrl-K dialog: keyboard-driven, results with snippets,
 * worded in the current page's language. `placeholder` is docs.json `search.prompt`, the author's
 * own words, which win over the translated default.
 */
export function SearchDialog({ placeholder }: { placeholder?: string }) {
  const strings = useUiStrings();
  const searchWord = strings.search.replace(/…$/, '');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const { hits, state } = useSearch(open ? query : '');

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const terms = useMemo(() => [...new Set(hits.flatMap((h) => h.terms))], [hits]);
  useEffect(() => setActive(0), [query]);

  function pick(hit: SearchHit) {
    setOpen(false);
    setQuery('');
    router.push(hit.url);
  }

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape') setOpen(false);
    else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, hits.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && hits[active]) {
      e.preventDefault();
      pick(hits[active]);
    }
  }

  return (
    <>
      <button type="button" className="search-button" onClick={() => setOpen(true)} aria-label={`${searchWord} (Ctrl K)`}>
        <Search size={15} aria-hidden="true" />
        <span className="search-button-label">{strings.search}</span>
        <kbd>Ctrl K</kbd>
      </button>
      {open && (
        <div className="search-overlay" onMouseDown={(e) => e.target === e.currentTarget && setOpen(false)}>
          <div className="search-dialog" role="dialog" aria-modal="true" aria-label={searchWord}>
            <div className="search-input-row">
              <Search size={18} aria-hidden="true" />
              <input
                ref={input}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={onKeyDown}
                placeholder={placeholder ?? strings.searchPlaceholder}
                aria-label="Search query"
                aria-controls="search-results"
                aria-activedescendant={hits.length ? `search-hit-${active}` : undefined}
              />
              <kbd>Esc</kbd>
            </div>
            {state === 'error' && <p className="search-status">{strings.searchUnavailable}</p>}
            {state === 'ready' && query.trim() !== '' && hits.length === 0 && (
              <p className="search-status">{formatNoResults(strings, query)}</p>
            )}
            {hits.length > 0 && <SearchResults hits={hits} active={active} terms={terms} onPick={pick} onHover={setActive} />}
          </div>
        </div>
      )}
    </>
  );
}
