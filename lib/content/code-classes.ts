import { getSingletonHighlighter } from 'shiki';
import { codeClassesOf, type CodeClasses, type CodeThemePair } from './code-classes-core';

export { transformerCodeClasses, type CodeClasses } from './code-classes-core';

const cache = new Map<string, Promise<CodeClasses>>();

/**
 * The classes of a style's themes (issue 12). Every highlighted token used to carry its colours as
 * an inline style (`style="--shiki-light:#032F62;--shiki-dark:#9ECBFF"`, ~50 bytes), a fifth of an
 * endpoint page's RSC payload, which Next writes five times per page; a class pair from each
 * theme's palette says the same in ~15. The mechanism stays CSS variables switched by the `dark`
 * class (app/globals.css), so colours are what they were. Class names are indexes into the
 * theme's sorted palette: the same in every build worker and every build of the same themes, so
 * the rules can be a static stylesheet (app/code-palette.css for Lectern's default pair).
 */
export function loadCodeClasses(style: { themes: CodeThemePair }): Promise<CodeClasses> {
  const key = `${style.themes.light}|${style.themes.dark}`;
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = buildCodeClasses(style);
    cache.set(key, loaded);
  }
  return loaded;
}

async function buildCodeClasses(style: { themes: CodeThemePair }): Promise<CodeClasses> {
  const highlighter = await getSingletonHighlighter({ themes: [style.themes.light, style.themes.dark], langs: [] });
  return codeClassesOf(highlighter, style.themes);
}

/** The stylesheet that gives the classes their declarations: one short rule per class. */
export function buildCodeClassCss(classes: CodeClasses): string {
  return [...classes.byDeclaration].map(([declaration, cls]) => `.${cls}{${declaration}}`).join('\n') + '\n';
}
