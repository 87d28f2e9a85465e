import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';

describe('remarkViews', () => {
  it('gives a page with several views one dropdown, the first view shown and the rest hidden', async () => {
    const html = await renderMdxToHtml('Intro.\n\n<View title="JavaScript" icon="js">\n  JS only.\n</View>\n\n<View title="Python">\n  Python only.\n</View>\n\n<View title="JavaScript">\n  More JS.\n</View>');
    expect(html.match(/<select/g)).toHaveLength(1);
    expect(html).toMatch(/<p>Intro.<\/p>\s*<style>[^<]*<\/style><label class="view-selector">.*<option value="JavaScript" selected="">JavaScript<\/option><option value="Python">Python<\/option><\/select><\/label>\s*<section class="view" data-view="JavaScript">/);
    expect(html).toContain('<section class="view" data-view="Python" hidden=""><p>Python only.</p></section>');
    expect(html).toContain('<section class="view" data-view="JavaScript"><p>More JS.</p></section>');
  });

  it('leaves a lone view as a titled section', async () => {
    const html = await renderMdxToHtml('<View title="Go">\n  Go only.\n</View>');
    expect(html).not.toContain('<select');
    expect(html).toContain('<section class="view" data-view="Go"><p class="view-title">Go</p>');
  });
});
