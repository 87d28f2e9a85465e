import { createHighlighterCore, type HighlighterCore, type LanguageInput } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledThemes } from 'shiki/themes';
import { TOKENIZE_TIME_LIMIT_MS } from '@/lib/content/code-classes-core';

/**
 * The grammars of the languages the request sample is printed in (lib/openapi/code-samples `lang`),
 * each its own chunk, fetched the first time a reader picks that language. A fixed list, not
 * Shiki's map of 300 grammars: the sample can only be one of these. The reference's code panels
 * (components/openapi/browser-highlight) highlight the same languages.
 */
export const SAMPLE_GRAMMARS: Record<string, LanguageInput> = {
  bash: () => import('@shikijs/langs/bash'),
  javascript: () => import('@shikijs/langs/javascript'),
  typescript: () => import('@shikijs/langs/typescript'),
  python: () => import('@shikijs/langs/python'),
  go: () => import('@shikijs/langs/go'),
  ruby: () => import('@shikijs/langs/ruby'),
  php: () => import('@shikijs/langs/php'),
  java: () => import('@shikijs/langs/java'),
  csharp: () => import('@shikijs/langs/csharp'),
  rust: () => import('@shikijs/langs/rust'),
  swift: () => import('@shikijs/langs/swift'),
  kotlin: () => import('@shikijs/langs/kotlin'),
  powershell: () => import('@shikijs/langs/powershell'),
  dart: () => import('@shikijs/langs/dart'),
};

let core: Promise<HighlighterCore> | undefined;

/**
 * The request sample highlighted in the browser with the site's code themes (docs.json
 * `styling.codeblocks`), as the server highlights page code: both themes as CSS variables, so the
 * `dark` class switches them. The JavaScript regex engine, not Oniguruma's WebAssembly: no 600 kB
 * download for a few lines of code. A language without a grammar here comes back undefined and
 * stays plain text.
 */
export async function highlightSample(code: string, lang: string, themes: { light: string; dark: string }): Promise<string | undefined> {
  const grammar = SAMPLE_GRAMMARS[lang];
  const light = bundledThemes[themes.light as keyof typeof bundledThemes];
  const dark = bundledThemes[themes.dark as keyof typeof bundledThemes];
  if (!grammar || !light || !dark) return undefined;
  core ??= createHighlighterCore({ engine: createJavaScriptRegexEngine() });
  const highlighter = await core;
  await Promise.all([highlighter.loadLanguage(grammar), highlighter.loadTheme(light, dark)]);
  return highlighter.codeToHtml(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS });
}
