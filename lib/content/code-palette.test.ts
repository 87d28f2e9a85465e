import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCodePalette, playgroundPalette } from './code-palette';
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

describe('playgroundPalette', () => {
  it('is nothing for the default pair: playground.css holds exactly the colours Shiki gives that pair', async () => {
    expect(await playgroundPalette(DEFAULT_CODE_STYLE)).toBeUndefined();
    const css = readFileSync(path.resolve('components/playground/playground.css'), 'utf8');
    const rule = [...css.matchAll(/(?:^|\n)\.playground \{([^}]*)\}/g)].map((m) => m[1]).find((body) => body.includes('--pg-')) ?? '';
    const declared = Object.fromEntries([...rule.matchAll(/(--pg-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim().toLowerCase()]));
    const shiki = Object.fromEntries(Object.entries(await buildCodePalette(DEFAULT_CODE_STYLE)).map(([k, v]) => [k, v.toLowerCase()]));
    expect(Object.keys(shiki).length).toBeGreaterThan(10);
    expect(declared).toEqual(shiki);
  });

  it('is the whole palette for another theme (inline, over the stylesheet’s defaults)', async () => {
    const style = { themes: { light: 'github-light', dark: 'dracula' }, grammars: [] };
    expect(await playgroundPalette(style)).toEqual(await buildCodePalette(style));
  });
});
