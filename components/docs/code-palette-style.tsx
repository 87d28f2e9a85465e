import { buildCodeClassCss, loadCodeClasses } from '@/lib/content/code-classes';
import { CODE_THEMES } from '@/lib/content/code-style';
import { getCodeStyle } from '@/lib/site/code-style';
import type { Site } from '@/lib/site/types';

/**
 * The palette rules of a site's code themes (lib/content/code-classes), for the root layout's head.
 * Lectern's default pair is in the static app/code-palette.css, so a site that keeps it pays
 * nothing per page; other themes get their ~40 short rules inline.
 */
export async function CodePaletteStyle({ site }: { site: Site }) {
  const style = getCodeStyle(site);
  if (style.themes.light === CODE_THEMES.light && style.themes.dark === CODE_THEMES.dark) return null;
  return <style data-lectern="code-palette" dangerouslySetInnerHTML={{ __html: buildCodeClassCss(await loadCodeClasses(style)) }} />;
}
