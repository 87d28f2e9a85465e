import { getSingletonHighlighter, type ShikiTransformer } from 'shiki';

/**
 * A site's token styles as classes: each declaration Shiki can put on a token of its light or dark
 * theme (`--shiki-light:#005cc5`, `--shiki-dark-font-style:italic`, …) and the class that sets it.
 */
/** A light and a dark Shiki theme (a CodeStyle's `themes`: only they decide the palette). */
type CodeThemePair = { light: string; dark: string };
export type CodeClasses = { themes: CodeThemePair; byDeclaration: Map<string, string> };

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
  const byDeclaration = new Map<string, string>();
  for (const mode of MODES) {
    const theme = highlighter.getTheme(style.themes[mode]);
    const colours = new Set<string>([theme.fg.toLowerCase()]);
    for (const rule of theme.settings) if (rule.settings?.foreground) colours.add(rule.settings.foreground.toLowerCase());
    const prefix = `s${mode[0]}`;
    [...colours, 'inherit'].sort().forEach((colour, i) => byDeclaration.set(`--shiki-${mode}:${colour}`, `${prefix}${i}`));
    FONT_DECLARATIONS.forEach((d, i) => byDeclaration.set(`--shiki-${mode}-${d}`, `${prefix}f${i}`));
  }
  return { themes: style.themes, byDeclaration };
}

/** The stylesheet that gives the classes their declarations: one short rule per class. */
export function buildCodeClassCss(classes: CodeClasses): string {
  return [...classes.byDeclaration].map(([declaration, cls]) => `.${cls}{${declaration}}`).join('\n') + '\n';
}

/**
 * A Shiki transformer that moves a token's declarations from its `style` to palette classes. Only
 * for the themes the classes were built for; a declaration outside the palette (a colour a grammar
 * got elsewhere) stays inline, so nothing is ever drawn in the wrong colour.
 */
export function transformerCodeClasses(classes: CodeClasses): ShikiTransformer {
  return {
    name: 'lectern:code-classes',
    span(node) {
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
    },
  };
}
