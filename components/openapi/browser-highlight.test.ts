import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CODE_STYLE, highlightToHtml } from '@/lib/content/code-style';
import { buildCodeSamples, resolveLanguage, SAMPLE_LANGUAGE_IDS } from '@/lib/openapi/code-samples';
import { loadSpec } from '@/lib/openapi/load';
import { buildEndpointModel } from '@/lib/openapi/page-model';
import type { EndpointModel } from '@/lib/openapi/page-model-types';
import { canHighlightInBrowser, highlightInBrowser } from './browser-highlight';

let model: EndpointModel;
beforeAll(async () => {
  const result = await loadSpec('shop.yaml', path.resolve(__dirname, '../../test/fixtures/openapi'));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  model = buildEndpointModel(result.spec, 'post', '/users') as EndpointModel;
});

const themes = DEFAULT_CODE_STYLE.themes;

const EXAMPLE = {
  id: 'u_1',
  name: 'Ada <script>alert("x")</script> & co',
  tags: ['a', 'b'],
  nested: { count: 3, ratio: 0.5, active: true, missing: null },
};

// A panel left to the browser must end up as the server would have drawn it: same tokens, same
// palette classes, same wrapper. The browser uses Shiki's JavaScript regex engine and the server
// Oniguruma, so this is checked for every language either can be asked for.
describe('highlightInBrowser draws what the server draws', () => {
  it.each(SAMPLE_LANGUAGE_IDS.map((id) => [id, resolveLanguage(id)?.lang ?? ''] as const))(
    'the %s request sample (%s)',
    async (id, lang) => {
      const [sample] = buildCodeSamples(model, { languages: [id] });
      expect(sample.source.length).toBeGreaterThan(20);
      expect(canHighlightInBrowser(lang, themes)).toBe(true);
      expect(await highlightInBrowser(sample.source, lang, themes)).toBe(await highlightToHtml(sample.source, lang, DEFAULT_CODE_STYLE));
    },
  );

  it.each([
    ['json', JSON.stringify(EXAMPLE, null, 2)],
    ['xml', '<?xml version="1.0"?>\n<user id="u_1">\n  <name>Ada &amp; co</name>\n  <!-- note -->\n  <tags><tag>a</tag></tags>\n</user>'],
    ['text', 'plain <b>text</b> & "quotes"\nsecond line'],
  ])('a %s example', async (lang, code) => {
    const html = await highlightInBrowser(code, lang, themes);
    expect(html).toBe(await highlightToHtml(code, lang, DEFAULT_CODE_STYLE));
    if (lang !== 'text') expect(html).toMatch(/<span class="sl\d+ sd\d+">/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
  });
});

// A site's docs.json `styling.codeblocks` themes: the palette classes come from the themes' own colours.
it('draws what the server draws with other bundled themes too', async () => {
  const other = { ...DEFAULT_CODE_STYLE, themes: { light: 'min-light', dark: 'nord' } };
  const code = JSON.stringify(EXAMPLE, null, 2);
  const html = await highlightInBrowser(code, 'json', other.themes);
  expect(html).toBe(await highlightToHtml(code, 'json', other));
  expect(html).toContain('shiki-themes min-light nord');
});

describe('canHighlightInBrowser', () => {
  it('leaves languages without a browser grammar, and themes Shiki does not bundle, to the server', () => {
    expect(canHighlightInBrowser('cobol', themes)).toBe(false);
    expect(canHighlightInBrowser('toString', themes)).toBe(false);
    expect(canHighlightInBrowser('json', { light: 'my-theme', dark: 'github-dark' })).toBe(false);
  });
});
