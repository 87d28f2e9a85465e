import type { ReactNode } from 'react';
import type { LanguageMap } from '@/lib/i18n/language-of-path';
import { LanguageSwitch } from './language-switch.client';

/**
 * A part of the chrome that a language may set for itself (`own`, by code: lib/i18n/language-own.ts):
 * drawn once when no language does, else once per language of the site, the URL's shown in the
 * browser. `draw` gets the language's own value, or undefined for the root one.
 */
export function byLanguage<T>(map: LanguageMap | undefined, own: Map<string, T>, draw: (value: T | undefined) => ReactNode): ReactNode {
  if (!map || own.size === 0) return draw(undefined);
  const codes = [map.fallback, ...Object.values(map.segments)];
  return <LanguageSwitch map={map} nodes={Object.fromEntries(codes.map((code) => [code, draw(own.get(code))]))} />;
}
