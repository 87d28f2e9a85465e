import type { Element } from 'hast';
import type { ShikiTransformer, ShikiTransformerContext, ThemeRegistrationResolved } from 'shiki/core';

/** A light and a dark Shiki theme (a CodeStyle's `themes`: only they decide the palette). */
export type CodeThemePair = { light: string; dark: string };
/**
 * A site's token styles as classes: each declaration Shiki can put on a token of its light or dark
 * theme (`--shiki-light:#005cc5`, `--shiki-dark-font-style:italic`, …) or on a block's `pre` (the
 * theme's foreground and `--shiki-light-bg:#fff`), and the class that sets it.
 */
export type CodeClasses = { themes: CodeThemePair; byDeclaration: Map<string, string> };

/**
 * How long Shiki may spend on one line before it leaves the rest of the line unhighlighted. Its
 * default, 500 ms, was reached on a busy machine by a sample's first line (which also compiles the
 * grammar's expressions), and per theme: the same code came out with other tokens, or with a light
 * and a dark colour of different tokens, between builds and between the server and the browser
 * (browser-highlight.test.ts caught it under load). Ten seconds is never reached by a sane line and
 * still stops a grammar that would loop on one.
 */
export const TOKENIZE_TIME_LIMIT_MS = 10_000;

const MODES = ['light', 'dark'] as const;

/** The non-colour declarations Shiki writes for a token (getTokenStyleObject), with `inherit` where one theme has none. */
const FONT_DECLARATIONS = [
  'font-style:italic',
  'font-style:inherit',
  'font-weight:bold',
  'font-weight:inherit',
  'text-decoration:underline',
  'text-decoration:line-through',
  'text-decoration:underline line-through',
  'text-decoration:inherit',
];

/**
 * The classes of two loaded themes, from any highlighter that has them (the server's full Shiki or
 * the browser's shiki/core): this module imports no grammar or engine, so the browser's code
 * highlighter (components/openapi/browser-highlight) gives tokens the very classes the server does.
 */
export function codeClassesOf(highlighter: { getTheme(name: string): ThemeRegistrationResolved }, themes: CodeThemePair): CodeClasses {
  const byDeclaration = new Map<string, string>();
  for (const mode of MODES) {
    const theme = highlighter.getTheme(themes[mode]);
    const colours = new Set<string>([theme.fg.toLowerCase()]);
    for (const rule of theme.settings) if (rule.settings?.foreground) colours.add(rule.settings.foreground.toLowerCase());
    const prefix = `s${mode[0]}`;
    [...colours, 'inherit'].sort().forEach((colour, i) => byDeclaration.set(`--shiki-${mode}:${colour}`, `${prefix}${i}`));
    FONT_DECLARATIONS.forEach((d, i) => byDeclaration.set(`--shiki-${mode}-${d}`, `${prefix}f${i}`));
    byDeclaration.set(`--shiki-${mode}-bg:${theme.bg.toLowerCase()}`, `${prefix}b`);
  }
  return { themes, byDeclaration };
}

/**
 * A Shiki transformer that moves a token's declarations from its `style` to palette classes, and
 * a block's: every `pre` carried its theme's colours as the same 97-byte style (~0.5 KB of an
 * endpoint page's HTML, issue 12). Only for the themes the classes were built for; a declaration
 * outside the palette (a colour a grammar got elsewhere) stays inline, so nothing is ever drawn in
 * the wrong colour.
 */
export function transformerCodeClasses(classes: CodeClasses): ShikiTransformer {
  function toClasses(this: ShikiTransformerContext, node: Element) {
    const themes = 'themes' in this.options ? (this.options.themes as { light?: unknown; dark?: unknown }) : undefined;
    if (themes?.light !== classes.themes.light || themes?.dark !== classes.themes.dark) return;
    const style = node.properties.style;
    if (typeof style !== 'string' || !style) return;
    const kept: string[] = [];
    const added: string[] = [];
    for (const declaration of style.split(';')) {
      if (!declaration) continue;
      const colon = declaration.indexOf(':');
      const key = `${declaration.slice(0, colon).trim()}:${declaration.slice(colon + 1).trim().toLowerCase()}`;
      const cls = classes.byDeclaration.get(key);
      if (cls) added.push(cls);
      else kept.push(declaration);
    }
    if (!added.length) return;
    this.addClassToHast(node, added);
    if (kept.length) node.properties.style = kept.join(';');
    else delete node.properties.style;
  }
  return { name: 'lectern:code-classes', span: toClasses, pre: toClasses };
}
