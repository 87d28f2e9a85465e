'use client';

import { CHROME_ICONS } from '@/components/ui/chrome-icons';
import { IconSvg } from '@/components/ui/icon-svg';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import { formatNoResults } from '@/lib/i18n/get-ui-strings';
import { SearchResults } from './search-results';
import { useSearch, type SearchHit } from './use-search.client';

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** docs.json `search.prompt`, the author's own words, which win over the translated default. */
  placeholder?: string;
};

/**
 * The ⌘K / Ctrl-K dialog: keyboard-driven, results with snippets, worded in the current page's
 * language. Loaded on intent by SearchButton, which owns `open`; it stays mounted once loaded, so
 * a query typed before closing is still there when the reader opens it again.
 */
export function SearchDialog({ open, onOpenChange, placeholder }: SearchDialogProps) {
  const strings = useUiStrings();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const { hits, state } = useSearch(open ? query : '');

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const terms = useMemo(() => [...new Set(hits.flatMap((h) => h.terms))], [hits]);
  useEffect(() => setActive(0), [query]);

  function pick(hit: SearchHit) {
    onOpenChange(false);
    setQuery('');
    router.push(hit.url);
  }

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape') onOpenChange(false);
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

  if (!open) return null;
  return (
    <div className="search-overlay" onMouseDown={(e) => e.target === e.currentTarget && onOpenChange(false)}>
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label={strings.search.replace(/…$/, '')}>
        <div className="search-input-row">
          <IconSvg icon={CHROME_ICONS.search} size={18} aria-hidden="true" />
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
  );
}
