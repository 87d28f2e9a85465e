import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTailwindCss } from './tailwind-css';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-tw-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('buildTailwindCss', () => {
  it('generates the utilities the pages use, dark: on the html class, without preflight or theme variables', async () => {
    const css = await buildTailwindCss(
      folder({ 'docs.json': '{}', 'index.mdx': '<div className="bg-sky-500 font-sans md:grid-cols-2 dark:bg-slate-900" />' }),
    );
    expect(css).toContain('.bg-sky-500');
    expect(css).toMatch(/@media \(width >= 48rem\)\s*\{\s*\.md\\:grid-cols-2/);
    expect(css).toContain('.dark\\:bg-slate-900:where(.dark, .dark *)');
    // No preflight (it would restyle Lectern's chrome) and no --font-sans (Lectern defines its own).
    expect(css).not.toMatch(/^\s*(html|body|\*),?/m);
    expect(css).not.toContain('--font-sans');
  });

  it('is empty for a folder without Tailwind classes, and skips ignored folders', async () => {
    const dir = folder({
      'docs.json': '{}',
      'index.mdx': 'A hidden block in a grid.',
      'node_modules/x/a.js': "'bg-red-500'",
      'temp/b.jsx': "'bg-red-500'",
    });
    expect(await buildTailwindCss(dir)).toBe('');
  });

  it('is empty for the own site, which uses no Tailwind classes', async () => {
    expect(await buildTailwindCss(process.cwd())).toBe('');
  });
});
