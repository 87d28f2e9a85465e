import { describe, expect, it } from 'vitest';
import { buildCodePalette } from './code-palette';
import { DEFAULT_CODE_STYLE } from './code-style';

describe('buildCodePalette', () => {
  it('gives each JSON token kind the colour of the configured theme, per mode', async () => {
    const vars = await buildCodePalette({ themes: { light: 'github-light', dark: 'dracula' }, grammars: [] });
    // Dracula: background #282A36, property names cyan, strings yellow, numbers and literals purple.
    expect(vars).toMatchObject({
      '--pg-bg-dark': '#282A36',
      '--pg-key-dark': '#8BE9FD',
      '--pg-string-dark': '#F1FA8C',
      '--pg-number-dark': '#BD93F9',
      '--pg-literal-dark': '#BD93F9',
    });
    // GitHub Light: property names blue, strings dark blue.
    expect(vars).toMatchObject({ '--pg-key-light': '#005CC5', '--pg-string-light': '#032F62' });
  });

  it('differs from the default pair when another theme is configured', async () => {
    const standard = await buildCodePalette(DEFAULT_CODE_STYLE);
    expect(standard['--pg-string-dark']).not.toBe('#F1FA8C');
  });
});
