'use client';

import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { chooseTab, pickTab, readTabChoices, subscribeTabChoices } from './tab-sync';

type TabsClientProps = {
  /** Plain titles: what syncs across the page. */
  titles: string[];
  /** What each tab button shows (title, maybe with an icon), rendered on the server. */
  labels: ReactNode[];
  panels: ReactNode[];
  /** `tabs` for content tabs, `code` for a code group. */
  kind: 'tabs' | 'code';
  dropdown?: boolean;
  sync?: boolean;
  defaultIndex?: number;
  className?: string;
};

/**
 * The one interactive part of tabs and code groups: which panel shows. Panels are rendered on the
 * server and all stay in the HTML (hidden ones with `hidden`), so search and no-JS readers see
 * everything. The page-wide choice applies after hydration, so server and client HTML match.
 */
export function TabsClient({ titles, labels, panels, kind, dropdown, sync = true, defaultIndex = 0, className }: TabsClientProps) {
  const [active, setActive] = useState(Math.min(Math.max(defaultIndex, 0), Math.max(titles.length - 1, 0)));
  const id = useId();
  const key = titles.join('\u0000');

  useEffect(() => {
    if (!sync) return;
    const list = key.split('\u0000');
    const apply = (choices: string[]) => {
      const index = pickTab(list, choices);
      if (index >= 0) setActive(index);
    };
    apply(readTabChoices());
    return subscribeTabChoices(apply);
  }, [key, sync]);

  function select(index: number) {
    setActive(index);
    if (sync) chooseTab(titles[index]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + titles.length) % titles.length;
    select(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  const bar = dropdown ? (
    <select className="mdx-tabs-select" aria-label="Choose a tab" value={active} onChange={(e) => select(Number(e.target.value))}>
      {titles.map((title, i) => (
        <option key={i} value={i}>
          {title}
        </option>
      ))}
    </select>
  ) : (
    <div className="mdx-tabs-list" role="tablist">
      {labels.map((label, i) => (
        <button
          key={i}
          type="button"
          role="tab"
          id={`${id}-tab-${i}`}
          aria-selected={i === active}
          aria-controls={`${id}-panel-${i}`}
          tabIndex={i === active ? 0 : -1}
          className="mdx-tab"
          onClick={() => select(i)}
          onKeyDown={onKeyDown}
        >
          {label}
        </button>
      ))}
    </div>
  );

  return (
    <div
      className={`${kind === 'code' ? 'code-group' : 'mdx-tabs'}${className ? ` ${className}` : ''}`}
      data-dropdown={dropdown ? '' : undefined}
    >
      <div className={kind === 'code' ? 'code-group-bar' : 'mdx-tabs-bar'}>{bar}</div>
      {panels.map((panel, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={dropdown ? undefined : `${id}-tab-${i}`}
          aria-label={dropdown ? titles[i] : undefined}
          hidden={i !== active}
          className="mdx-tabs-panel"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
