'use client';

import { createContext, useContext } from 'react';
import { ENGLISH, type UiStrings } from '@/lib/i18n/ui-strings';

/** The interface strings of the language of the current URL, for the shared client parts. */
export const UiStringsContext = createContext<UiStrings>(ENGLISH);

/** The current page's interface strings (English outside a LocaleHtml, e.g. in unit renders). */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
