'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { languageOfPath, type LanguageMap } from '@/lib/i18n/language-of-path';

/**
 * Shows the part of the page chrome that belongs to the URL's language: the root layout does not
 * know the URL, so the server renders one node per language (a banner, navbar links, a footer)
 * and this picks the one of the path.
 */
export function LanguageSwitch({ map, nodes }: { map: LanguageMap; nodes: Record<string, ReactNode> }) {
  const code = languageOfPath(map, usePathname() ?? '/');
  return nodes[code] ?? null;
}
