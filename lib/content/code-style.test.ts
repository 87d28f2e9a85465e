import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';
import { readCodeGrammars } from '../config/code-grammars';
import { buildCodeClassCss, loadCodeClasses } from './code-classes';
import { DEFAULT_CODE_STYLE, highlightToHtml, type CodeStyle } from './code-style';
import { blockStyles, tokenStyles } from './testing/token-styles';

const { grammars } = readCodeGrammars(path.resolve('test/fixtures/settings-site'), ['grammars/widget-script.tmLanguage.json']);
const DRACULA: CodeStyle = { themes: { light: 'dracula', dark: 'dracula' }, grammars };
// Dracula colours keywords pink and strings yellow (tokens as the browser styles them: palette classes resolved).
const KEYWORD = ['spin', '--shiki-dark:#ff79c6;--shiki-light:#ff79c6'];
const STRING = [' "left"', '--shiki-dark:#f1fa8c;--shiki-light:#f1fa8c'];
const tokens = async (html: string, style: CodeStyle) => tokenStyles(html, buildCodeClassCss(await loadCodeClasses(style)));

describe('the site code style (styling.codeblocks themes and custom languages)', () => {
  it('highlights a custom language with the configured theme', async () => {
    const html = await highlightToHtml('spin "left" 3', 'widget-script', DRACULA);
    expect(await tokens(html, DRACULA)).toEqual(expect.arrayContaining([KEYWORD, STRING]));
  });

  it('knows a grammar by its aliases too', async () => {
    expect(await tokens(await highlightToHtml('spin "left"', 'wscript', DRACULA), DRACULA)).toContainEqual(KEYWORD);
  });

  it('a language with no grammar is plain text, in Lectern’s default themes when none is configured', async () => {
    const html = await highlightToHtml('spin "left"', 'no-such-language', DEFAULT_CODE_STYLE);
    expect(html).toContain('shiki-themes github-light github-dark');
    expect(html).toContain('<span class="line"><span>spin "left"</span></span>');
  });

  it('a fenced block of a page goes through the same grammar and themes', async () => {
    const html = await renderMdxToHtml('```widget-script\nspin "left" 3\n```\n', { codeStyle: DRACULA });
    expect(await tokens(html, DRACULA)).toContainEqual(KEYWORD);
    // Tokens and the block name palette classes; the block's background is the theme's, in its class.
    expect(html).not.toMatch(/<span style="--shiki/);
    expect(html).not.toMatch(/<pre[^>]* style=/);
    expect(blockStyles(html, buildCodeClassCss(await loadCodeClasses(DRACULA)))).toEqual([
      '--shiki-dark-bg:#282a36;--shiki-dark:#f8f8f2;--shiki-light-bg:#282a36;--shiki-light:#f8f8f2',
    ]);
  });

  it('a bundled language still loads on first use beside the custom ones', async () => {
    expect(await tokens(await highlightToHtml('const a = 1;', 'js', DRACULA), DRACULA)).toContainEqual([
      'const',
      '--shiki-dark:#ff79c6;--shiki-light:#ff79c6',
    ]);
  });
});
