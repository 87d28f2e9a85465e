import { readCodeGrammars } from '../config/code-grammars';
import { DEFAULT_CODE_STYLE, type CodeStyle } from '../content/code-style';
import { buildCodeThemes } from './code-themes';
import type { Site } from './types';

const styles = new WeakMap<object, CodeStyle>();

/**
 * The site's code style (docs.json `styling.codeblocks`): its Shiki themes and its custom grammars,
 * read from the docs folder once per loaded site (a refresh loads a new Site, and so re-reads them).
 * A grammar with a problem is left out here; `lectern check` and the build report it, located.
 */
export function getCodeStyle(site: Pick<Site, 'config' | 'docsDir'>): CodeStyle {
  let style = styles.get(site);
  if (!style) {
    const setting = site.config?.styling?.codeblocks;
    const custom = typeof setting === 'object' ? setting.languages?.custom : undefined;
    style = {
      themes: buildCodeThemes(setting) ?? DEFAULT_CODE_STYLE.themes,
      grammars: custom?.length ? readCodeGrammars(site.docsDir, custom).grammars : [],
    };
    styles.set(site, style);
  }
  return style;
}
