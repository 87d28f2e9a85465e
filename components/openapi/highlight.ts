import 'server-only';
import { codeToHtml } from 'shiki';
import { CODE_THEMES } from '@/lib/content/mdx-options';

/**
 * Highlights a code sample or example on the server, with the page code's light and dark themes
 * as CSS variables. shiki's shorthand keeps one highlighter per process and loads each grammar
 * the first time it is asked for; an unknown language (an `x-codeSamples` `lang` shiki lacks)
 * falls back to plain text instead of failing the page.
 */
export async function highlightCode(code: string, lang: string): Promise<string> {
  try {
    return await codeToHtml(code, { lang, themes: CODE_THEMES, defaultColor: false });
  } catch {
    return codeToHtml(code, { lang: 'text', themes: CODE_THEMES, defaultColor: false });
  }
}

/** An example value as source text and its highlighter language. */
export function exampleSource(value: unknown, mediaType = 'application/json'): { code: string; lang: string } {
  if (typeof value === 'string' && !/json/i.test(mediaType)) return { code: value, lang: /xml/i.test(mediaType) ? 'xml' : 'text' };
  return { code: JSON.stringify(value, null, 2) ?? String(value), lang: 'json' };
}
