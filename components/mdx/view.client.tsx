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

/** A CSS string holding `text`: every character but letters, digits, space, `-` and `_` as an escape. */
function cssString(text: string): string {
  return `"${text.replace(/[^A-Za-z0-9 _-]/gu, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}"`;
}

/**
 * The table of contents follows the view shown: an entry for a heading inside a hidden view is
 * hidden too. Pure CSS on the `hidden` attribute ViewPanel sets, so it is right before hydration,
 * when the first view shows, and after every change, with no script reaching into the TOC.
 */
function tocRules(titles: string[]): string {
  return titles
    .map((t) => `body:has(section.view[data-view=${cssString(t)}][hidden]) .toc li[data-view=${cssString(t)}]{display:none}`)
    .join('\n');
}

/** The page's view dropdown (placed before its first `View` by `remarkViews`). */
export function ViewSelector({ titles }: { titles: string[] }) {
  const [active, choose] = useActiveView(titles);
  return (
    <>
      <style>{tocRules(titles)}</style>
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
    </>
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
