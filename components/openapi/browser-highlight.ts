import { createHighlighterCore, type HighlighterCore, type LanguageInput } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledThemes } from 'shiki/themes';
import { SAMPLE_GRAMMARS } from '@/components/playground/sample-highlighter';
import { codeClassesOf, TOKENIZE_TIME_LIMIT_MS, transformerCodeClasses, type CodeThemePair } from '@/lib/content/code-classes-core';

/**
 * What a code panel of the reference can be highlighted as in the browser: the request sample's
 * languages and the examples' (lib/openapi exampleSource: JSON, XML, plain text). Each grammar is
 * its own chunk, fetched the first time a panel of that language is shown.
 */
const GRAMMARS: Record<string, LanguageInput> = {
  ...SAMPLE_GRAMMARS,
  json: () => import('@shikijs/langs/json'),
  xml: () => import('@shikijs/langs/xml'),
};

/** Shiki's name for text drawn without a grammar (still coloured with the theme's foreground). */
const PLAIN = 'text';

/**
 * Whether a panel in `lang` can be left to the browser: a grammar here and both themes bundled
 * with Shiki. Anything else (a custom docs.json grammar or theme, an `x-codeSamples` language
 * outside the list) stays highlighted on the server, so it is never left uncoloured.
 */
export function canHighlightInBrowser(lang: string, themes: CodeThemePair): boolean {
  return (
    (lang === PLAIN || Object.hasOwn(GRAMMARS, lang)) &&
    Object.hasOwn(bundledThemes, themes.light) &&
    Object.hasOwn(bundledThemes, themes.dark)
  );
}

let core: Promise<HighlighterCore> | undefined;

/**
 * A code panel highlighted in the browser exactly as lib/content/code-style highlights it on the
 * server: both themes as CSS variables, each token's variables as the same palette classes (so the
 * page's palette stylesheet colours it, light and dark). The JavaScript regex engine, not
 * Oniguruma's WebAssembly: no 600 kB download (browser-highlight.test.ts checks the output is the
 * server's, language by language). Loaded with `import()` by the panel, never in first-load JS.
 */
export async function highlightInBrowser(code: string, lang: string, themes: CodeThemePair): Promise<string> {
  const light = bundledThemes[themes.light as keyof typeof bundledThemes];
  const dark = bundledThemes[themes.dark as keyof typeof bundledThemes];
  if (!canHighlightInBrowser(lang, themes) || !light || !dark) throw new Error(`no browser highlighting for ${lang}`);
  core ??= createHighlighterCore({ engine: createJavaScriptRegexEngine() });
  const highlighter = await core;
  await Promise.all([lang === PLAIN ? undefined : highlighter.loadLanguage(GRAMMARS[lang]), highlighter.loadTheme(light, dark)]);
  return highlighter.codeToHtml(code, {
    lang,
    themes,
    defaultColor: false,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
    transformers: [transformerCodeClasses(codeClassesOf(highlighter, themes))],
  });
}
