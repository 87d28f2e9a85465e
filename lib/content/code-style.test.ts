import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';
import { readCodeGrammars } from '../config/code-grammars';
import { DEFAULT_CODE_STYLE, highlightToHtml, type CodeStyle } from './code-style';

const { grammars } = readCodeGrammars(path.resolve('test/fixtures/settings-site'), ['grammars/widget-script.tmLanguage.json']);
const DRACULA: CodeStyle = { themes: { light: 'dracula', dark: 'dracula' }, grammars };
// Dracula colours keywords pink and strings yellow.
const KEYWORD = /<span style="--shiki-light:#FF79C6;--shiki-dark:#FF79C6">spin<\/span>/i;
const STRING = /<span style="--shiki-light:#F1FA8C;--shiki-dark:#F1FA8C"> "left"<\/span>/i;

describe('the site code style (styling.codeblocks themes and custom languages)', () => {
  it('highlights a custom language with the configured theme', async () => {
    const html = await highlightToHtml('spin "left" 3', 'widget-script', DRACULA);
    expect(html).toMatch(KEYWORD);
    expect(html).toMatch(STRING);
  });

  it('knows a grammar by its aliases too', async () => {
    expect(await highlightToHtml('spin "left"', 'wscript', DRACULA)).toMatch(KEYWORD);
  });

  it('a language with no grammar is plain text, in Lectern’s default themes when none is configured', async () => {
    const html = await highlightToHtml('spin "left"', 'no-such-language', DEFAULT_CODE_STYLE);
    expect(html).toContain('shiki-themes github-light github-dark');
    expect(html).toContain('<span class="line"><span>spin "left"</span></span>');
  });

  it('a fenced block of a page goes through the same grammar and themes', async () => {
    const html = await renderMdxToHtml('```widget-script\nspin "left" 3\n```\n', { codeStyle: DRACULA });
    expect(html).toMatch(KEYWORD);
    expect(html).toContain('--shiki-light-bg:#282A36');
  });

  it('a bundled language still loads on first use beside the custom ones', async () => {
    expect(await highlightToHtml('const a = 1;', 'js', DRACULA)).toMatch(/--shiki-light:#FF79C6[^>]*>const</i);
  });
});
