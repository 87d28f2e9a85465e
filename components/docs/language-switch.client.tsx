'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { languageOfPath, type LanguageMap } from '@/lib/i18n/language-of-path';

/** Shows the banner of the URL's language (rendered on the server, one per language). */
export function LanguageBanner({ map, banners }: { map: LanguageMap; banners: Record<string, ReactNode> }) {
  const code = languageOfPath(map, usePathname() ?? '/');
  return banners[code] ?? null;
}
