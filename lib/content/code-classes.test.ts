import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getSingletonHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { buildCodeSamples } from '@/lib/openapi/code-samples';
import { loadSpec } from '@/lib/openapi/load';
import { materialiseEndpoint } from '@/lib/openapi/materialise';
import { listOperations } from '@/lib/openapi/operations';
import { buildOperationPage } from '@/lib/openapi/page-model';
import { buildCodeClassCss, loadCodeClasses, transformerCodeClasses } from './code-classes';
import { DEFAULT_CODE_STYLE, highlightToHast, highlightToHtml, type CodeStyle } from './code-style';
import { blockStyles, tokenStyles } from './testing/token-styles';
import { toHtml } from 'hast-util-to-html';

const SNIPPETS: [lang: string, code: string][] = [
  ['json', '{\n  "id": 1,\n  "name": "octocat",\n  "private": false,\n  "tags": [null, 2.5e3]\n}'],
  ['bash', 'curl -L \\\n  -X POST \\\n  -H "Accept: application/vnd.github+json" \\\n  https://api.github.com/repos/$OWNER/hooks # create'],
  ['python', 'import requests\n\n@cached\ndef get(url: str) -> dict:\n    """Docs."""\n    return requests.get(url, timeout=3).json()'],
  ['typescript', 'export async function f<T>(x: T): Promise<T> {\n  // comment\n  const re = /a+b/g;\n  return `${x}` as T;\n}'],
  ['markdown', '# Title\n\n*em* and **strong** and ~~gone~~ [link](https://x.y)\n\n> quote'],
  ['yaml', 'openapi: 3.1.0\ninfo:\n  title: "API" # c\n  version: 1.0'],
  ['go', 'package main\n\nfunc main() {\n\tfmt.Println("hi", 42)\n}'],
  ['text', 'plain text, no tokens'],
];

const STYLES: CodeStyle[] = [DEFAULT_CODE_STYLE, { themes: { light: 'min-light', dark: 'dracula' }, grammars: [] }];

/** How highlighting drew code before classes: Shiki's own inline styles, both themes as variables. */
async function inlineHtml(code: string, lang: string, style: CodeStyle): Promise<string> {
  const highlighter = await getSingletonHighlighter({ themes: [style.themes.light, style.themes.dark], langs: [lang] });
  return highlighter.codeToHtml(code, { lang, themes: style.themes, defaultColor: false });
}

describe('token colours as palette classes (issue 12)', () => {
  it.each(STYLES.map((s) => [`${s.themes.light} + ${s.themes.dark}`, s] as const))(
    'every token of %s has the text, colours and font styles it had as inline styles',
    async (_, style) => {
      const css = buildCodeClassCss(await loadCodeClasses(style));
      for (const [lang, code] of SNIPPETS) {
        const before = tokenStyles(await inlineHtml(code, lang, style));
        const html = await highlightToHtml(code, lang, style);
        expect(tokenStyles(html, css), `${lang} in ${style.themes.light}/${style.themes.dark}`).toEqual(before);
        // The block's own colours and background too.
        const blockBefore = blockStyles(await inlineHtml(code, lang, style));
        expect(blockBefore[0]).toMatch(/--shiki-light-bg:#/);
        expect(blockStyles(html, css)).toEqual(blockBefore);
        // The point of it: no token, and no block, keeps an inline style.
        expect(html.match(/<span style=/g) ?? []).toHaveLength(0);
        expect(html).not.toMatch(/<pre[^>]* style=/);
        expect(html.length).toBeLessThanOrEqual((await inlineHtml(code, lang, style)).length);
        const hast = toHtml(await highlightToHast(code, lang, style));
        expect(tokenStyles(hast, css)).toEqual(before);
      }
    },
  );

  it('the code samples of a spec look as they did, in every language', async () => {
    const loaded = await loadSpec('scalar-galaxy-3.1/galaxy-3.1.yaml', path.resolve('../shared/corpus/openapi'));
    if (!loaded.ok) return expect.fail(JSON.stringify(loaded.problems));
    const css = buildCodeClassCss(await loadCodeClasses(DEFAULT_CODE_STYLE));
    const ops = listOperations(loaded.spec.doc).slice(0, 4);
    let tokens = 0;
    for (const op of ops) {
      for (const sample of buildCodeSamples(materialiseEndpoint(buildOperationPage(loaded.spec.doc, op)))) {
        const before = tokenStyles(await inlineHtml(sample.source, sample.lang, DEFAULT_CODE_STYLE));
        expect(tokenStyles(await highlightToHtml(sample.source, sample.lang, DEFAULT_CODE_STYLE), css)).toEqual(before);
        tokens += before.length;
      }
    }
    expect(tokens).toBeGreaterThan(100);
  });

  it('a declaration outside the palette stays inline', async () => {
    // ANSI colours come from the theme's terminal colours, not its token rules.
    const code = '\u001b[31mred\u001b[0m plain';
    const classes = await loadCodeClasses(DEFAULT_CODE_STYLE);
    const highlighter = await getSingletonHighlighter({ themes: ['github-light', 'github-dark'], langs: [] });
    const options = { lang: 'ansi', themes: DEFAULT_CODE_STYLE.themes, defaultColor: false } as const;
    const html = highlighter.codeToHtml(code, { ...options, transformers: [transformerCodeClasses(classes)] });
    const before = tokenStyles(highlighter.codeToHtml(code, options));
    expect(before[0]).toEqual(['red', expect.stringContaining('--shiki-light:#')]);
    // GitHub Light's ANSI red is one of its token colours, GitHub Dark's is not.
    expect(html).toMatch(/<span style="--shiki-dark:#[0-9a-f]+" class="sl\d+">red<\/span>/i);
    expect(tokenStyles(html, buildCodeClassCss(classes))).toEqual(before);
  });

  it('app/code-palette.css holds the rules of Lectern’s default themes', async () => {
    // Compared rule by rule: Prettier lays the file out its own way.
    const rules = (css: string) => [...css.matchAll(/\.([\w-]+)\s*\{\s*([^;}]*?)\s*;?\s*\}/g)].map((m) => `${m[1]} ${m[2].replace(/:\s*/, ':')}`);
    const file = rules(readFileSync(path.resolve('app/code-palette.css'), 'utf8'));
    expect(file).toEqual(rules(buildCodeClassCss(await loadCodeClasses(DEFAULT_CODE_STYLE))));
  });
});
