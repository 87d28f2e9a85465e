import type { Background } from '../config/appearance-schema';
import { rootRelative } from './branding';

/** A path or URL inside `url("…")`: the characters that could end the string or the rule are percent-encoded. */
function cssUrl(file: string): string {
  const safe = rootRelative(file).replace(/["'\\()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `url("${safe}")`;
}

// Drawn behind the content, in the primary colour, faint enough for text to stay readable.
const DECORATIONS: Record<NonNullable<Background['decoration']>, string> = {
  gradient: 'radial-gradient(ellipse 80% 50% at 50% -10%, color-mix(in srgb, var(--primary) 22%, transparent), transparent 70%)',
  grid:
    'linear-gradient(color-mix(in srgb, var(--primary) 9%, transparent) 1px, transparent 1px), ' +
    'linear-gradient(90deg, color-mix(in srgb, var(--primary) 9%, transparent) 1px, transparent 1px)',
  windows:
    'linear-gradient(135deg, color-mix(in srgb, var(--primary) 12%, transparent) 25%, transparent 25%, transparent 75%, ' +
    'color-mix(in srgb, var(--primary) 12%, transparent) 75%)',
};

/**
 * The CSS of docs.json `background` (Mintlify organize/settings-appearance.mdx): the page colour per
 * mode (the `--bg` variable every surface uses), an image per mode, or a decoration. An image wins
 * over a decoration, as both would paint the same layer. Empty when nothing is set.
 */
export function buildBackgroundCss(background: Background | undefined): string {
  if (!background) return '';
  const rules: string[] = [];
  if (background.color?.light) rules.push(`:root{--bg:${background.color.light}}`);
  if (background.color?.dark) rules.push(`html.dark{--bg:${background.color.dark}}`);
  const image = background.image;
  if (image) {
    const [light, dark] = typeof image === 'string' ? [image, image] : [image.light, image.dark];
    rules.push(`body{background-image:${cssUrl(light)};background-size:cover;background-attachment:fixed;background-position:center}`);
    if (dark !== light) rules.push(`html.dark body{background-image:${cssUrl(dark)}}`);
  } else if (background.decoration) {
    const size =
      background.decoration === 'grid'
        ? 'background-size:32px 32px;'
        : background.decoration === 'windows'
          ? 'background-size:48px 48px;'
          : 'background-repeat:no-repeat;';
    rules.push(`body{background-image:${DECORATIONS[background.decoration]};${size}background-attachment:fixed}`);
  }
  return rules.join('\n');
}
