'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { createChoiceStore, pickChoice } from './choice-store';

const viewChoices = createChoiceStore('lectern:view-choices', 'lectern:view-choice');

/**
 * The view shown: the first title until hydration (so server and client HTML match), then the
 * reader's remembered choice if this page has it.
 */
function useActiveView(titles: string[]): [string | undefined, (title: string) => void] {
  const [active, setActive] = useState<string | undefined>(titles[0]);
  const key = titles.join('\u0000');
  useEffect(() => {
    const list = key.split('\u0000');
    const apply = (choices: string[]) => {
      const index = pickChoice(list, choices);
      if (index >= 0) setActive(list[index]);
    };
    apply(viewChoices.read());
    return viewChoices.subscribe(apply);
  }, [key]);
  return [active, (title) => (setActive(title), viewChoices.choose(title))];
}

/** The page's view dropdown (placed before its first `View` by `remarkViews`). */
export function ViewSelector({ titles }: { titles: string[] }) {
  const [active, choose] = useActiveView(titles);
  return (
    <label className="view-selector">
      <span className="view-selector-label">View</span>
      <select value={active} onChange={(e) => choose(e.target.value)}>
        {titles.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One `View`: shown when its title is the chosen one; the rest stay in the HTML, hidden. */
export function ViewPanel({ title, titles, children }: { title: string; titles: string[]; children?: ReactNode }) {
  const [active] = useActiveView(titles);
  return (
    <section className="view" data-view={title} hidden={active !== title}>
      {children}
    </section>
  );
}
