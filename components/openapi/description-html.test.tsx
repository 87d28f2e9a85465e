import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { descriptionHtml, UnsupportedMarkup } from './description-html';
import { renderMarkdown } from './markdown';

/**
 * The fields resource sends descriptions as HTML made by descriptionHtml (a route handler cannot
 * use react-dom/server): it must be exactly what React draws for them on the page.
 */
describe('descriptionHtml', () => {
  const texts = [
    'A plain sentence.',
    'The **owner**, _if any_, see [the guide](https://example.com/a?b=1&c="2").',
    'Use `login` or <b>bold</b> & more.',
    '- one\n- two with `code`\n\n1. first\n2. second',
    '| a | b |\n|:--|--:|\n| 1 | 2 |',
    '> quoted\n\nLine one  \nline two\n\n---\n\n![alt text](https://example.com/i.png "title")',
    '- [x] done\n- [ ] open',
    'Text with a footnote[^1].\n\n[^1]: The note.',
    '# Heading\n\n~~gone~~ www.example.com',
  ];
  it.each(texts)('draws %j as React does', async (text) => {
    const node = await renderMarkdown(text);
    // Standalone, React also writes an image's preload hint first; on a page it goes to the head, not into the field.
    const react = renderToStaticMarkup(node).replace(/^<link rel="preload" as="image"[^>]*\/>/, '');
    expect(descriptionHtml(node)).toBe(react);
  });

  it('refuses a code block (its copy button is a client component), so such levels stay inline', async () => {
    // Outside the RSC layer a client component is a plain function; in it, a reference with this marker.
    const ClientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    expect(() =>
      descriptionHtml(
        <div>
          <ClientReference />
        </div>,
      ),
    ).toThrow(UnsupportedMarkup);
    expect(() => descriptionHtml(<div>{(async () => null)()}</div>)).toThrow(UnsupportedMarkup);
  });
});
