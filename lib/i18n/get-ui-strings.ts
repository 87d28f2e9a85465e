import { baseLanguage } from './locales';
import { TRANSLATIONS } from './translations';
import { CONTROL_TRANSLATIONS } from './translations-controls';
import { ENGLISH, type UiStrings } from './ui-strings';

/**
 * The interface strings for a docs.json language code, each one English where the language's
 * table has no entry (or the language has no table): a reader always gets a word, never a key.
 */
export function getUiStrings(code: string | undefined): UiStrings {
  if (!code) return ENGLISH;
  const base = baseLanguage(code);
  return { ...ENGLISH, ...TRANSLATIONS[base], ...CONTROL_TRANSLATIONS[base] };
}

/** `noResults` with the reader's query in place of `{query}`. */
export function formatNoResults(strings: UiStrings, query: string): string {
  return strings.noResults.replace('{query}', query);
}
