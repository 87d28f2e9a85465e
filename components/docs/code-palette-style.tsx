import { buildCodeClassCss, loadCodeClasses } from '@/lib/content/code-classes';
import { usesDefaultThemes } from '@/lib/content/code-style';
import { getCodeStyle } from '@/lib/site/code-style';
import type { Site } from '@/lib/site/types';

/**
 * The palette rules a site needs beyond the static app/code-palette.css (lib/content/code-classes):
 * none for Lectern's default pair, ~40 short rules for other themes. Shared by the layout and the
 * editor's preview document, which loads no stylesheet of the site.
 */
export async function extraCodePaletteCss(site: Site): Promise<string | undefined> {
  const style = getCodeStyle(site);
  if (usesDefaultThemes(style)) return undefined;
  return buildCodeClassCss(await loadCodeClasses(style));
}

/** The palette rules of a site's code themes, for the root layout's head: a site that keeps the default pair pays nothing per page. */
export async function CodePaletteStyle({ site }: { site: Site }) {
  const css = await extraCodePaletteCss(site);
  return css ? <style data-lectern="code-palette" dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
