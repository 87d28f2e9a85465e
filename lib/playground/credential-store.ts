/**
 * Where entered credentials, environments and the chosen server live between pages: per spec, in
 * sessionStorage (gone when the browser session ends), and in localStorage only when the reader
 * ticks "remember". Storage errors (private mode, quotas) are ignored: remembering is a
 * convenience, never a reason to fail. Isomorphic: takes the storages as arguments.
 */
import type { AuthValues } from './values';
import type { Environment } from './variables';

export type Stored = {
  auth: AuthValues;
  authOption?: number;
  server?: number;
  serverUrl?: string;
  variables?: Record<number, Record<string, string>>;
  remember?: boolean;
  /** The reader's environments and the active one's index (-1: none). */
  environments?: Environment[];
  environment?: number;
};

type Storages = { session?: Storage; local?: Storage };

const key = (spec: string) => `lectern.playground:${spec}`;

/** What this spec's pages stored, session first. */
export function loadStored(spec: string, storages: Storages): Stored | undefined {
  for (const storage of [storages.session, storages.local]) {
    try {
      const raw = storage?.getItem(key(spec));
      if (raw) return JSON.parse(raw) as Stored;
    } catch {
      // unreadable or corrupt: start fresh
    }
  }
  return undefined;
}

/** Forget what this spec stored, in both storages ("Clear"). */
export function clearStored(spec: string, storages: Storages): void {
  for (const storage of [storages.session, storages.local]) {
    try {
      storage?.removeItem(key(spec));
    } catch {
      // storage disabled
    }
  }
}

/** Save for the session, and in localStorage only when remembered (otherwise remove it there). */
export function saveStored(spec: string, value: Stored, storages: Storages): void {
  try {
    storages.session?.setItem(key(spec), JSON.stringify(value));
    if (value.remember) storages.local?.setItem(key(spec), JSON.stringify(value));
    else storages.local?.removeItem(key(spec));
  } catch {
    // storage full or disabled
  }
}
