import type { PageLink } from '@/lib/site/layout-model';
import type { TocItem } from '@/lib/content/toc';
import { ENGLISH, type UiStrings } from '@/lib/i18n/ui-strings';
import { IntentLink } from './intent-link.client';

/** Where the page sits: division and group labels above the title. */
export function Breadcrumbs({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {items.map((label, i) => (
          <li key={i}>{label}</li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous and next pages in sidebar order, labelled in the page's language; prefetched on intent only. */
export function Pager({ prev, next, strings = ENGLISH }: { prev?: PageLink; next?: PageLink; strings?: UiStrings }) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages">
      {prev ? (
        <IntentLink href={prev.url} className="pager-link" rel="prev">
          <span className="pager-label">{strings.previous}</span>
          <span className="pager-title">← {prev.label}</span>
        </IntentLink>
      ) : (
        <span />
      )}
      {next ? (
        <IntentLink href={next.url} className="pager-link pager-next" rel="next">
          <span className="pager-label">{strings.next}</span>
          <span className="pager-title">{next.label} →</span>
        </IntentLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The on-page table of contents; plain anchor links, so it works before hydration. */
export function TableOfContents({ items, strings = ENGLISH }: { items: TocItem[]; strings?: UiStrings }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label={strings.onThisPage}>
      <p className="toc-title">{strings.onThisPage}</p>
      <ul>
        {items.map((item) => (
          <li
            key={item.id}
            {...(item.depth === 3 ? { className: 'toc-sub' } : {})}
            {...(item.view !== undefined ? { 'data-view': item.view } : {})}
          >
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
