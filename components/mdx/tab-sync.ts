/**
 * The page-wide tab choice, for client components only. Every `Tabs` and `CodeGroup` with a tab
 * of the chosen title switches to it; the most recent choices are kept in localStorage, so a
 * reader who picked "Python" keeps seeing Python on the next page.
 */
const KEY = 'lectern:tab-choices';
const EVENT = 'lectern:tab-choice';
const KEEP = 12;

export function readTabChoices(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function chooseTab(title: string): void {
  const choices = [title, ...readTabChoices().filter((t) => t !== title)].slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // storage full or blocked: the choice still syncs on this page through the event
  }
  window.dispatchEvent(new CustomEvent(EVENT, { detail: choices }));
}

/** Calls `onChange` with the ordered choices when this page (or another tab) changes them. */
export function subscribeTabChoices(onChange: (choices: string[]) => void): () => void {
  const local = (event: Event) => onChange((event as CustomEvent<string[]>).detail);
  const other = (event: StorageEvent) => event.key === KEY && onChange(readTabChoices());
  window.addEventListener(EVENT, local);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(EVENT, local);
    window.removeEventListener('storage', other);
  };
}

/** The index of the first tab whose title is among the choices (most recent first), or -1. */
export function pickTab(titles: string[], choices: string[]): number {
  for (const choice of choices) {
    const index = titles.indexOf(choice);
    if (index >= 0) return index;
  }
  return -1;
}
