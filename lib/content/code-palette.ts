import { getSingletonHighlighter, type BundledTheme } from 'shiki';
import { usesDefaultThemes, type CodeStyle } from './code-style';

/** A JSON line with one token of each kind the playground colours; `key`, `text` and `1` find them again. */
const SAMPLE = '{"key": "text", "n": 1, "b": true}';
const KINDS = { key: 'key', string: 'text', number: '1', literal: 'true', punct: '{' } as const;

/**
 * The colours of a site's code themes as CSS variables (`--pg-<kind>-<mode>`), for code the browser
 * draws itself: the playground's request sample and its response viewer (a streaming JSON
 * formatter, lib/playground/json-lines, which cannot run Shiki per line on a 5 MB body). Each
 * colour is what Shiki gives that kind of JSON token in that theme, so a response body reads in
 * the same colours as the page's JSON examples.
 */
export async function buildCodePalette(style: CodeStyle): Promise<Record<string, string>> {
  const highlighter = await getSingletonHighlighter({ themes: [style.themes.light, style.themes.dark], langs: ['json'] });
  const vars: Record<string, string> = {};
  for (const [mode, name] of Object.entries(style.themes)) {
    // The names were checked against Shiki's themes by the docs.json schema.
    const theme = name as BundledTheme;
    const { fg, bg } = highlighter.getTheme(theme);
    vars[`--pg-fg-${mode}`] = fg;
    vars[`--pg-bg-${mode}`] = bg;
    const tokens = highlighter.codeToTokensBase(SAMPLE, { lang: 'json', theme })[0];
    for (const [kind, text] of Object.entries(KINDS)) {
      const color = tokens.find((t) => t.content.replaceAll('"', '').trim() === text)?.color;
      if (color) vars[`--pg-${kind}-${mode}`] = color;
    }
  }
  return vars;
}

/**
 * The palette a playground carries in its style attribute: none for Lectern's default pair, whose
 * colours components/playground/playground.css holds. Inline, they were ~700 bytes of every
 * endpoint page's HTML and RSC payload, which Next writes four times per page (issue 12).
 */
export async function playgroundPalette(style: CodeStyle): Promise<Record<string, string> | undefined> {
  return usesDefaultThemes(style) ? undefined : buildCodePalette(style);
}
