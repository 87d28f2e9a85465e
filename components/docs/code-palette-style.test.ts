import { describe, expect, it } from 'vitest';
import type { Site } from '@/lib/site/types';
import { renderPreviewDocument } from '@/components/editor/preview/render-preview';
import { extraCodePaletteCss } from './code-palette-style';

const siteWith = (codeblocks?: unknown) => ({ config: { styling: { codeblocks } }, docsDir: process.cwd() }) as unknown as Site;

describe('the palette rules a site adds beyond app/code-palette.css', () => {
  it('none for the default themes, rules for the configured ones', async () => {
    expect(await extraCodePaletteCss(siteWith())).toBeUndefined();
    const css = await extraCodePaletteCss(siteWith({ theme: 'dracula' }));
    expect(css).toMatch(/\.sl\d+\s*\{\s*--shiki-light:/);
  });

  it('reach the editor preview document, which loads no stylesheet of the site', async () => {
    const css = (await extraCodePaletteCss(siteWith({ theme: 'dracula' })))!;
    const doc = await renderPreviewDocument({ file: 'a.mdx', branch: 'b', html: '<p>x</p>', codeCss: css });
    expect(doc).toContain(css.split('}')[0]);
  });
});
