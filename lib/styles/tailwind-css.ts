import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { listDocsFolderFiles } from '../site/docs-folder-files';
import { extractCandidates } from './tailwind-candidates';

/**
 * Utilities only: no preflight, so Lectern's own chrome keeps its look. The theme is inlined
 * (`theme(inline)`): no `--font-sans`, `--color-*` variables are emitted, as Lectern defines some
 * of the same names. `dark:` follows Lectern's dark mode, the `dark` class on `<html>`.
 */
const ENTRY = `@import "tailwindcss/theme.css" theme(inline);
@custom-variant dark (&:where(.dark, .dark *));
@tailwind utilities;`;

const SCANNED = /\.(mdx|md|html|jsx|tsx|js|ts)$/i;
const SCRIPT = /\.(jsx|tsx|js|ts)$/i;

/**
 * The CSS for the Tailwind classes a docs folder uses (Mintlify ships Tailwind, so authors'
 * pages and components rely on it), or '' when it uses none, so a site without Tailwind classes
 * gets no stylesheet at all.
 */
export async function buildTailwindCss(docsDir: string): Promise<string> {
  const candidates = new Set<string>();
  for (const file of listDocsFolderFiles(docsDir, SCANNED)) {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    for (const word of extractCandidates(source, SCRIPT.test(file) ? 'script' : 'markup')) candidates.add(word);
  }
  if (candidates.size === 0) return '';
  const require = createRequire(import.meta.url);
  const compiler = await compile(ENTRY, {
    base: docsDir,
    // Only Tailwind's own stylesheets are imported, from the installed package.
    loadStylesheet: async (id: string) => {
      const file = require.resolve(id);
      return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
    },
  });
  const css = compiler.build([...candidates]);
  return hasRules(css) ? css : '';
}

/** Whether the output holds more than Tailwind's banner comment and empty layer statements. */
function hasRules(css: string): boolean {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@layer [\w-]+;/g, '')
      .trim().length > 0
  );
}

/** Generates the docs folder's Tailwind CSS into `file` (an empty file when it uses no classes). */
export async function writeTailwindCss(docsDir: string, file: string): Promise<void> {
  writeFileSync(file, await buildTailwindCss(docsDir));
}
