import { describe, expect, it } from 'vitest';
import { buildFontCss } from './site-fonts';

describe('buildFontCss', () => {
  it.each([
    ['no fonts', undefined, ''],
    ['a family alone puts it before Inter', { family: 'Lato' }, "--font-sans:'Lato', 'Inter Variable'"],
    ['a weight', { family: 'Lato', weight: 550 }, '--font-weight:550'],
    [
      'a docs-folder source gets a root-relative @font-face',
      { family: 'Brand', source: 'fonts/brand.woff2', format: 'woff2' as const },
      `src:url("/fonts/brand.woff2") format('woff2')`,
    ],
    [
      'an https source',
      { family: 'Brand', source: 'https://cdn.example.com/b.woff' },
      `src:url("https://cdn.example.com/b.woff") format('woff')`,
    ],
    ['a heading override', { heading: { family: 'Serif Head', weight: 700 } }, "--font-heading:'Serif Head'"],
  ])('%s', (_, fonts, want) => {
    expect(buildFontCss(fonts)).toContain(want);
  });

  it.each([
    ['an http source', { family: 'Brand', source: 'http://cdn.example.com/b.woff2' }],
    ['a javascript: source', { family: 'Brand', source: 'javascript:alert(1)' }],
    ['a source breaking out of url()', { family: 'Brand', source: '/a.woff2") }body{color:red' }],
  ])('refuses %s', (_, fonts) => {
    expect(buildFontCss(fonts)).not.toContain('@font-face');
  });

  it('drops a family that would break out of the stylesheet', () => {
    expect(buildFontCss({ family: "x'}</style><script>" })).toBe('');
  });
});
