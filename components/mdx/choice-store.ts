/** A reader's recent choices of one kind (tab titles, view titles), most recent first. */
// Function properties, not methods: callers hand them on unbound (tab-sync.ts), and none uses `this`.
export type ChoiceStore = {
  read: () => string[];
  choose: (title: string) => void;
  /** Calls `onChange` with the ordered choices when this page (or another tab) changes them. */
  subscribe: (onChange: (choices: string[]) => void) => () => void;
};

const KEEP = 12;

/**
 * Choices kept in localStorage under `key` and announced on this page with the `event` window
 * event, for client components only: what a reader picked stays picked on the next page and in
 * other browser tabs. Tabs and views each get their own store, so a tab click never flips the
 * page's view.
 */
export function createChoiceStore(key: string, event: string): ChoiceStore {
  function read(): string[] {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  }
  return {
    read,
    choose(title) {
      const choices = [title, ...read().filter((t) => t !== title)].slice(0, KEEP);
      try {
        localStorage.setItem(key, JSON.stringify(choices));
      } catch {
        // storage full or blocked: the choice still applies on this page through the event
      }
      window.dispatchEvent(new CustomEvent(event, { detail: choices }));
    },
    subscribe(onChange) {
      const local = (e: Event) => onChange((e as CustomEvent<string[]>).detail);
      const other = (e: StorageEvent) => e.key === key && onChange(read());
      window.addEventListener(event, local);
      window.addEventListener('storage', other);
      return () => {
        window.removeEventListener(event, local);
        window.removeEventListener('storage', other);
      };
    },
  };
}

/** The index of the first title that is among the choices (most recent first), or -1. */
export function pickChoice(titles: string[], choices: string[]): number {
  for (const choice of choices) {
    const index = titles.indexOf(choice);
    if (index >= 0) return index;
  }
  return -1;
}
