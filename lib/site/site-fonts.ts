import { rootRelative } from './branding';

type FontFace = { family?: string; weight?: number; source?: string; format?: 'woff' | 'woff2' };
type Fonts = FontFace & { heading?: FontFace; body?: FontFace };

/** The family every page falls back to: Inter, self-hosted from @fontsource-variable/inter (app/layout.tsx). */
export const DEFAULT_FONT = "'Inter Variable'";
const SYSTEM = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The CSS for docs.json `fonts` (Mintlify organize/settings-reference.mdx): a family (with
 * Inter and the system fonts behind it), its weight, and for a `source` an `@font-face`. Also
 * `heading` and `body` overrides. A source is a file of the docs folder or an https URL: a site
 * served over https cannot load http fonts, and other schemes have no business in a stylesheet.
 * Google Fonts are not fetched by family name: the site stays self-hosted, so a family without
 * a source must be installed on the reader's machine, else Inter shows. Values that could break
 * out of the stylesheet (quotes, brackets, `<`) are dropped. `html:root` so these win over
 * globals.css whatever order the stylesheets arrive in.
 */
export function buildFontCss(fonts: Fonts | undefined): string {
  if (!fonts) return '';
  const rules: string[] = [];
  const vars: string[] = [];
  const face = (font: FontFace | undefined, variable: string, weightVar: string) => {
    const family = font?.family && /^[\w .-]{1,80}$/.test(font.family) ? font.family.trim() : undefined;
    if (!family) return;
    const source = safeSource(font?.source);
    if (source) {
      const format = font?.format ?? (source.toLowerCase().endsWith('.woff') ? 'woff' : 'woff2');
      rules.push(
        `@font-face{font-family:'${family}';src:url("${source}") format('${format}');font-weight:${font?.weight ?? '100 900'};font-display:swap}`,
      );
    }
    vars.push(`${variable}:'${family}', ${DEFAULT_FONT}, ${SYSTEM}`);
    if (typeof font?.weight === 'number' && font.weight > 0 && font.weight <= 1000) vars.push(`${weightVar}:${font.weight}`);
  };
  face(fonts, '--font-sans', '--font-weight');
  face(fonts.heading, '--font-heading', '--font-heading-weight');
  face(fonts.body, '--font-body', '--font-weight');
  if (vars.length) rules.push(`html:root{${vars.join(';')}}`);
  return rules.join('\n');
}

function safeSource(source: string | undefined): string | undefined {
  if (!source || /["'()\\<>\s]/.test(source)) return undefined;
  if (/^https:\/\//i.test(source)) return source;
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('//')) return undefined;
  return rootRelative(source);
}
