import { bundledLanguages, getSingletonHighlighter, type CodeToHastOptions, type LanguageRegistration } from 'shiki';
import type { CodeGrammar } from '../config/code-grammars';
import { loadCodeClasses, transformerCodeClasses } from './code-classes';
import { TOKENIZE_TIME_LIMIT_MS } from './code-classes-core';

/** Light and dark themes rendered together as CSS variables, switched by the `dark` class. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * How a site's code is highlighted: docs.json `styling.codeblocks` themes and custom grammars
 * (lib/site/code-style builds it). One value passed to every highlighting call, so page code,
 * OpenAPI samples and examples, descriptions and `<CodeBlock>` can never disagree.
 */
export type CodeStyle = { themes: { light: string; dark: string }; grammars: readonly CodeGrammar[] };

export const DEFAULT_CODE_STYLE: CodeStyle = { themes: CODE_THEMES, grammars: [] };

/** Whether a style keeps Lectern's default theme pair, whose colours are static stylesheets (app/code-palette.css, the playground's). */
export function usesDefaultThemes(style: CodeStyle): boolean {
  return style.themes.light === CODE_THEMES.light && style.themes.dark === CODE_THEMES.dark;
}

/** A short name of a style for cache keys: its themes and its grammars' scopes (the whole grammars would be long keys). */
export function codeStyleKey(style: CodeStyle): string {
  return [style.themes.light, style.themes.dark, ...style.grammars.map((g) => g.scopeName)].join('|');
}

/** The grammars in the form Shiki's types name (a validated grammar is one). */
export function toShikiLanguages(grammars: readonly CodeGrammar[]): LanguageRegistration[] {
  return grammars as unknown as LanguageRegistration[];
}

/**
 * The process's one Shiki highlighter (the same singleton `@shikijs/rehype` uses) with the style's
 * themes and custom grammars loaded, and `lang` resolved: a loaded or custom language as it is, a
 * bundled one loaded on first use (a site with one Rust block does not pay for 200 grammars), and
 * anything else plain text, so an unknown `x-codeSamples` language never fails a page.
 */
async function prepare(lang: string, style: CodeStyle) {
  const highlighter = await getSingletonHighlighter({
    themes: [style.themes.light, style.themes.dark],
    langs: toShikiLanguages(style.grammars),
  });
  if (highlighter.getLoadedLanguages().includes(lang)) return { highlighter, lang };
  if (lang in bundledLanguages) {
    try {
      await highlighter.loadLanguage(lang as keyof typeof bundledLanguages);
      return { highlighter, lang };
    } catch {
      // a grammar that fails to load is shown as plain text below
    }
  }
  return { highlighter, lang: 'text' };
}

type Extra = Pick<CodeToHastOptions, 'meta' | 'transformers'>;

/**
 * Highlighted HTML with both themes as CSS variables (`defaultColor: false`), as page code blocks
 * have, each token's variables set by palette classes (lib/content/code-classes) rather than an
 * inline style: the same colours in a fraction of the bytes.
 */
export async function highlightToHtml(code: string, lang: string, style: CodeStyle = DEFAULT_CODE_STYLE): Promise<string> {
  const [prepared, classes] = await Promise.all([prepare(lang, style), loadCodeClasses(style)]);
  return prepared.highlighter.codeToHtml(code, {
    lang: prepared.lang,
    themes: style.themes,
    defaultColor: false,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
    transformers: [transformerCodeClasses(classes)],
  });
}

/** The same as a hast tree, for callers that render it as React (the `<CodeBlock>` component). */
export async function highlightToHast(code: string, lang: string, style: CodeStyle = DEFAULT_CODE_STYLE, extra: Extra = {}) {
  const [prepared, classes] = await Promise.all([prepare(lang, style), loadCodeClasses(style)]);
  return prepared.highlighter.codeToHast(code, {
    ...extra,
    transformers: [...(extra.transformers ?? []), transformerCodeClasses(classes)],
    lang: prepared.lang,
    themes: style.themes,
    defaultColor: false,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
  });
}
