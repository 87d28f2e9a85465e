import { baseLanguage } from './locales';
import { TRANSLATIONS } from './translations';
import { ENGLISH, type UiStrings } from './ui-strings';

/**
 * The interface strings for a docs.json language code, each one English where the language's
 * table has no entry (or the language has no table): a reader always gets a word, never a key.
 */
export function getUiStrings(code: string | undefined): UiStrings {
  if (!code) return ENGLISH;
  const table = TRANSLATIONS[baseLanguage(code)];
  return table ? { ...ENGLISH, ...table } : ENGLISH;
}

/** `noResults` with the reader's query in place of `{query}`. */
export function formatNoResults(strings: UiStrings, query: string): string {
  return strings.noResults.replace('{query}', query);
}
