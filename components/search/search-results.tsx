import type { SearchHit } from '@/lib/search/search-site';

/** Wraps the query's words in <mark> inside a snippet, case-insensitively. */
function highlight(text: string, terms: string[]) {
  if (terms.length === 0) return text;
  const re = new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text.split(re).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}

/** The snippet around the first matched word, so the reader sees why the result matched. */
function excerpt(snippet: string, terms: string[]): string {
  const lower = snippet.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  if (at === Number.MAX_SAFE_INTEGER || at < 60) return snippet.slice(0, 160);
  return `…${snippet.slice(at - 40, at + 120)}`;
}

export function SearchResults({
  hits,
  active,
  terms,
  onPick,
  onHover,
}: {
  hits: SearchHit[];
  active: number;
  terms: string[];
  onPick: (hit: SearchHit) => void;
  onHover: (i: number) => void;
}) {
  return (
    <ul className="search-results" role="listbox" id="search-results">
      {hits.map((hit, i) => (
        <li key={hit.id} role="option" aria-selected={i === active} id={`search-hit-${i}`}>
          <a
            href={hit.url}
            data-active={i === active || undefined}
            onMouseEnter={() => onHover(i)}
            onClick={(e) => {
              e.preventDefault();
              onPick(hit);
            }}
          >
            <span className="search-hit-title">
              {hit.method && (
                <span className={`method-badge method-${hit.method === 'HOOK' ? 'hook' : hit.method.toLowerCase()}`}>{hit.method}</span>
              )}
              {highlight(hit.title, terms)}
              {hit.heading && <span className="search-hit-heading"> › {highlight(hit.heading, terms)}</span>}
            </span>
            {hit.path && <span className="search-hit-path">{highlight(hit.path, terms)}</span>}
            {hit.snippet && <span className="search-hit-snippet">{highlight(excerpt(hit.snippet, terms), terms)}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
