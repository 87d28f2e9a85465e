'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { languageOfPath, type LanguageMap } from '@/lib/i18n/language-of-path';
import { textDirection, toHtmlLang } from '@/lib/i18n/locales';
import { ENGLISH, type UiStrings } from '@/lib/i18n/ui-strings';
import { UiStringsContext } from './ui-strings-context.client';

/**
 * The `<html>` element, with `lang` and `dir` of the current URL's language. It is a client
 * component because the root layout never learns the URL, while `usePathname` is known when a
 * page is prerendered and on every client navigation: the served HTML carries the right `lang`
 * (screen readers, translation prompts, search engines) and a switch of language updates it.
 * `strings` holds only the site's own languages, so the other tables never reach the browser.
 */
export function LocaleHtml({ map, strings, children }: { map?: LanguageMap; strings: Record<string, UiStrings>; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const code = map ? languageOfPath(map, pathname) : undefined;
  return (
    <html lang={code ? toHtmlLang(code) : 'en'} dir={code ? textDirection(code) : 'ltr'} suppressHydrationWarning>
      <UiStringsContext.Provider value={(code && strings[code]) || ENGLISH}>{children}</UiStringsContext.Provider>
    </html>
  );
}
