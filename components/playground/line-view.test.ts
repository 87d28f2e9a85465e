import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineView, LONGEST_LINE } from './line-view';

const render = (lines: string[], json: boolean) =>
  renderToStaticMarkup(createElement(LineView, { lines, count: lines.length, json, label: 'Body' }));

describe('LineView', () => {
  it('lays out only the start of a minified megabyte line, and says how much is left', () => {
    const line = `[${'{"id":1,"name":"x"},'.repeat(50_000)}{}]`;
    const html = render([line], true);
    expect(line.length).toBeGreaterThan(1_000_000);
    expect(html.length).toBeLessThan(line.length / 10);
    expect(html).toContain(`${(line.length - LONGEST_LINE).toLocaleString('en')} more characters on this line`);
    expect(html).toContain('class="pg-tok-key"');
  });

  it('shows ordinary lines whole, with no note', () => {
    const html = render(['{', '  "name": "Ada"', '}'], true);
    expect(html).toContain('&quot;Ada&quot;');
    expect(html).not.toContain('more characters');
  });

  it('renders only the lines in view of a long body', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `line ${i}`);
    const html = render(lines, false);
    expect(html).toContain('line 0<');
    expect(html).not.toContain('line 5000<');
    expect((html.match(/class="pg-line"/g) ?? []).length).toBeLessThan(200);
  });
});
