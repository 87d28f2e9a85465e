import type { Styling } from '../config/appearance-schema';

/**
 * The Shiki themes of docs.json `styling.codeblocks` (Mintlify organize/settings-appearance.mdx):
 * `system` (or nothing) follows the site's mode with Lectern's pair; `dark` keeps code dark in
 * both modes; a theme name, or `{ theme }`, applies one theme to both; `{ theme: { light, dark } }`
 * a theme per mode. Undefined means Lectern's default pair. Names are checked by the schema.
 */
export function buildCodeThemes(setting: Styling['codeblocks']): { light: string; dark: string } | undefined {
  if (setting === undefined || setting === 'system') return undefined;
  if (setting === 'dark') return { light: 'github-dark', dark: 'github-dark' };
  const theme = typeof setting === 'string' ? setting : setting.theme;
  if (theme === undefined) return undefined;
  return typeof theme === 'string' ? { light: theme, dark: theme } : theme;
}
