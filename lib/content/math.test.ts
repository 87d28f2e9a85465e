import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';

/** How many KaTeX renderings a page holds. */
const mathCount = (html: string) => html.match(/<span class="katex">/g)?.length ?? 0;

describe('LaTeX in pages (remark-math + rehype-katex, Mintlify rules)', () => {
  it.each([
    // given, how many formulas, a piece of the output
    ['The theorem $(a^2 + b^2 = c^2)$ holds.', 1, '<annotation encoding="application/x-tex">(a^2 + b^2 = c^2)</annotation>'],
    ['$$\nE = mc^2\n$$', 1, '<span class="katex-display">'],
    // Braces inside math are TeX, not MDX expressions.
    ['Half is $\\frac{1}{2}$, a set is $\\{x\\}$.', 2, '<mfrac>'],
    // A lone dollar is currency, and so is an escaped one.
    ['It costs $5 a month.', 0, '<p>It costs $5 a month.</p>'],
    ['From \\$5 to \\$10.', 0, '<p>From $5 to $10.</p>'],
    // Code keeps its dollars.
    ['Run `echo $HOME $PATH`.', 0, '<code>echo $HOME $PATH</code>'],
  ])('%j', async (source, count, piece) => {
    const html = await renderMdxToHtml(source);
    expect(mathCount(html)).toBe(count);
    expect(html).toContain(piece);
  });
});

describe('styling.latex', () => {
  const source = 'The theorem $(a^2 + b^2 = c^2)$ holds.\n\n$$\nE = mc^2\n$$\n';

  it('false turns math off: every `$` stays as written', async () => {
    const html = await renderMdxToHtml(source, { latex: false });
    expect(mathCount(html)).toBe(0);
    expect(html).not.toContain('katex');
    expect(html).toContain('The theorem $(a^2 + b^2 = c^2)$ holds.');
    expect(html).toContain('$$\nE = mc^2\n$$');
  });

  it('true renders math, as auto-detection (no setting) does', async () => {
    expect(mathCount(await renderMdxToHtml(source, { latex: true }))).toBe(2);
    expect(mathCount(await renderMdxToHtml(source))).toBe(2);
  });
});
