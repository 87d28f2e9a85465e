import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Tailwind CSS is generated at build time (`lectern check --tailwind-css F`, run by
 * next.config.ts before `next build`) and written beside the build output, like the search index:
 * Next empties the dist folder itself when the build starts. The server only reads it
 * (tailwind-css.ts, which loads the compiler, stays out of the server bundle).
 */
export function tailwindCssFile(distDir = process.env.LECTERN_DIST_DIR || '.next'): string {
  return path.resolve(/*turbopackIgnore: true*/ `${distDir}-tailwind.css`);
}

/**
 * The CSS written at build time, made safe to inline in a `<style>` element; '' when there is
 * none (no Tailwind classes, or a build that skipped the step). A class name can carry any text
 * in an arbitrary value, so `</style` is escaped rather than trusted.
 */
export function readTailwindCss(file = tailwindCssFile()): string {
  try {
    return readFileSync(file, 'utf8').replace(/<\/(style)/gi, '<\\/$1');
  } catch {
    return '';
  }
}
