import 'server-only';
import { highlightToHtml, type CodeStyle } from '@/lib/content/code-style';

/**
 * Highlights a code sample or example on the server with the site's code style (docs.json
 * `styling.codeblocks` themes and grammars, lib/site/code-style), both themes as CSS variables,
 * exactly as page code blocks are. An unknown language (an `x-codeSamples` `lang` Shiki lacks)
 * shows as plain text instead of failing the page.
 */
export function highlightCode(code: string, lang: string, style: CodeStyle): Promise<string> {
  return highlightToHtml(code, lang, style);
}

/** An example value as source text and its highlighter language. */
export function exampleSource(value: unknown, mediaType = 'application/json'): { code: string; lang: string } {
  if (typeof value === 'string' && !/json/i.test(mediaType)) return { code: value, lang: /xml/i.test(mediaType) ? 'xml' : 'text' };
  return { code: JSON.stringify(value, null, 2) ?? String(value), lang: 'json' };
}
