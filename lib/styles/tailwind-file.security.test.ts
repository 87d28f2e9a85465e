import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTailwindCss } from './tailwind-file';

/**
 * The generated CSS is inlined in a `<style>` element, and an arbitrary value in a class name
 * (`content-['…']`) can carry any text: it must never close the element and open markup.
 */
describe('readTailwindCss', () => {
  it('never lets the CSS close its <style> element', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'lectern-tw-sec-')), 'tw.css');
    writeFileSync(file, ".x{--tw-content:'</style><script>alert(1)</script>'} .y{--a:'</STYLE >'}");
    const css = readTailwindCss(file);
    expect(css).not.toMatch(/<\/style/i);
    expect(css).toContain("'<\\/style><script>alert(1)</script>'");
  });

  it('is empty when the build wrote no file', () => {
    expect(readTailwindCss(path.join(tmpdir(), 'lectern-no-such-file.css'))).toBe('');
  });
});
