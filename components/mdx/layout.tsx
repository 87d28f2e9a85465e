import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { CopyLabel } from './copy-label.client';
import { InlineMarkdown } from './inline-markdown';
import { ViewPanel, ViewSelector as ViewSelectorClient } from './view.client';

/** Side-panel content; Lectern's remark step moves a top-level `Panel` into the side column. */
export function Panel({ children }: { children?: ReactNode }) {
  return <div className="panel">{children}</div>;
}

/** Content for readers on the web (`for="humans"`) or only in Markdown exports (`for="agents"`). */
export function Visibility({ for: audience, children }: { for?: string; children?: ReactNode }) {
  return audience === 'agents' ? null : <>{children}</>;
}

/** JSON list of strings from a prop, or undefined. */
function parseTitles(value: unknown): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) && list.every((t) => typeof t === 'string') ? list : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One of several alternative views of the page (per language or framework), each titled. When a
 * page has views with two or more titles, `remarkViews` gives each the page's `titles` and places
 * a `ViewSelector` before the first: only the chosen view shows, and the choice is remembered.
 */
export function View({ title, icon, titles, children }: { title?: string; icon?: string; titles?: string; children?: ReactNode }) {
  const all = parseTitles(titles);
  // With a dropdown the chosen title is already on screen; alone, the view names itself.
  if (title && all?.includes(title)) {
    return (
      <ViewPanel title={title} titles={all}>
        {children}
      </ViewPanel>
    );
  }
  return (
    <section className="view" data-view={title}>
      {title && (
        <p className="view-title">
          {icon && <Icon name={icon} size={15} />}
          {title}
        </p>
      )}
      {children}
    </section>
  );
}

/** The view dropdown `remarkViews` inserts; `titles` is a JSON list. */
export function ViewSelector({ titles }: { titles?: string }) {
  const all = parseTitles(titles);
  return all && all.length > 1 ? <ViewSelectorClient titles={all} /> : null;
}

/** A ready-made AI prompt with a copy button. */
export function Prompt({ description, icon, children }: { description?: string; icon?: string; children?: ReactNode }) {
  return (
    <div className="prompt" data-copy-root="">
      <div className="prompt-head">
        {icon && <Icon name={icon} size={16} />}
        <span className="prompt-description">{description && <InlineMarkdown text={description} />}</span>
        <CopyLabel targetSelector=".prompt-text" label="copyPrompt" />
      </div>
      <div className="prompt-text">{children}</div>
    </div>
  );
}
