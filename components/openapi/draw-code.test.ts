import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_STYLE, highlightToHtml, type CodeStyle } from '@/lib/content/code-style';
import type { RenderedSample } from '@/lib/openapi/code-samples';
import type { MediaModel } from '@/lib/openapi/page-model-types';
import { buildExampleSets, highlightSamples } from './aside-data';
import { highlightInBrowser } from './browser-highlight';
import type { CodeBlock } from './code-panel';
import { FOLD_AFTER_LINES, HEAD_LINES } from './draw-code';

const style = DEFAULT_CODE_STYLE;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** What the browser reads back from a panel's `<pre>` (its textContent): tags dropped, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot));/gi, (_, hex: string, dec: string, name: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name],
    );
}

const tokens = (html: string) => html.match(/<span class="sl\d+ sd\d+">/g)?.length ?? 0;
const lineSpans = (html: string) => html.match(/<span class="line">.*?<\/span><\/span>(?=\n|<\/code>|<span class="oa-rest">)/g) ?? [];

function sample(lang: string, source: string, id = lang): RenderedSample {
  return { id, label: id, lang, source, generated: true };
}

function media(values: unknown[], mediaType = 'application/json'): MediaModel {
  return { mediaType, examples: values.map((value, i) => ({ name: `e${i}`, value })) };
}

/** A deferred panel highlighted in the browser must be exactly what the server drew before: the old page's markup. */
async function expectBrowserDrawsOld(block: CodeBlock, code: string, lang: string) {
  expect(block.deferred).toMatchObject({ lang, themes: style.themes });
  expect(textOf(block.html)).toBe(code);
  expect(await highlightInBrowser(textOf(block.html), lang, style.themes)).toBe(await highlightToHtml(code, lang, style));
}

const CURL = 'curl \'https://api.example.com/users\' \\\n  --request POST \\\n  --data \'{"name": "Ada"}\'';
const JS = "fetch('https://api.example.com/users', {\n  method: 'POST',\n  body: JSON.stringify({ name: 'Ada' }),\n});";
const PY = "import requests\n\nresponse = requests.post('https://api.example.com/users', json={'name': 'Ada'})\nprint(response.json())";

describe('request samples: only the tab shown on arrival is highlighted on the server', () => {
  it('draws the first sample highlighted and the others as their plain text, which the browser highlights to the old markup', async () => {
    const [first, ...hidden] = await highlightSamples(
      [sample('bash', CURL, 'curl'), sample('javascript', JS), sample('python', PY)],
      style,
    );
    expect(first.html).toBe(await highlightToHtml(CURL, 'bash', style));
    expect(first.deferred).toBeUndefined();
    for (const [block, code, lang] of [
      [hidden[0], JS, 'javascript'],
      [hidden[1], PY, 'python'],
    ] as const) {
      expect(tokens(block.html)).toBe(0);
      expect(block.html.length).toBeLessThan((await highlightToHtml(code, lang, style)).length / 2);
      await expectBrowserDrawsOld(block, code, lang);
    }
  });

  it('highlights on the server, whole, what the browser cannot draw the same: an unknown language or a custom grammar', async () => {
    const grammar = { name: 'acme', scopeName: 'source.acme', patterns: [{ match: 'x', name: 'keyword' }] };
    const custom: CodeStyle = { ...style, grammars: [grammar] };
    const [, cobol, acme] = await highlightSamples(
      [sample('bash', CURL), sample('cobol', 'DISPLAY "HI".'), sample('acme', 'x y x')],
      custom,
    );
    expect(cobol.deferred).toBeUndefined();
    expect(cobol.html).toBe(await highlightToHtml('DISPLAY "HI".', 'cobol', custom));
    expect(acme.deferred).toBeUndefined();
    expect(tokens(acme.html)).toBeGreaterThan(0);
  });
});

describe('response examples: only the first example of the first status is highlighted on the server', () => {
  it('leaves the other examples and statuses to the browser, as plain text that highlights to the old markup', async () => {
    const values = [{ id: 1, ok: true }, { id: 2, ok: false }, { error: 'nope' }];
    const sets = await buildExampleSets(
      [
        { title: '200', content: [media([values[0], values[1]])] },
        { title: '404', content: [media([values[2]])] },
        { title: '500', content: [media(['<fault>late</fault>'], 'application/xml')] },
      ],
      style,
    );
    expect(sets[0].examples[0].deferred).toBeUndefined();
    expect(tokens(sets[0].examples[0].html)).toBeGreaterThan(0);
    await expectBrowserDrawsOld(sets[0].examples[1], JSON.stringify(values[1], null, 2), 'json');
    await expectBrowserDrawsOld(sets[1].examples[0], JSON.stringify(values[2], null, 2), 'json');
    await expectBrowserDrawsOld(sets[2].examples[0], '<fault>late</fault>', 'xml');
  });

  it(`draws a shown example of more than ${FOLD_AFTER_LINES} lines in part: its first ${HEAD_LINES} lines as before, the rest plain`, async () => {
    const long = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `item ${i}` })) };
    const code = JSON.stringify(long, null, 2);
    const lines = code.split('\n').length;
    const [set] = await buildExampleSets([{ title: '200', content: [media([long])] }], style);
    const block = set.examples[0];
    const whole = await highlightToHtml(code, 'json', style);
    expect(block.deferred?.lines).toBe(lines);
    // What the reader sees on arrival: the first lines, token for token as the whole example drew them.
    expect(lineSpans(block.html)).toEqual(lineSpans(whole).slice(0, HEAD_LINES));
    // The rest is the rest of the text, plain, and opening it draws the old markup.
    expect(block.html).toMatch(/<span class="oa-rest">\n[^<]*<\/span><\/code><\/pre>$/);
    await expectBrowserDrawsOld(block, code, 'json');
    expect(block.html.length).toBeLessThan(whole.length / 2);
  });

  it(`draws an example of ${FOLD_AFTER_LINES} lines whole`, async () => {
    const value = Array.from({ length: FOLD_AFTER_LINES - 2 }, (_, i) => i);
    const [set] = await buildExampleSets([{ title: '200', content: [media([value])] }], style);
    const code = JSON.stringify(value, null, 2);
    expect(code.split('\n')).toHaveLength(FOLD_AFTER_LINES);
    expect(set.examples[0]).toEqual({ label: 'e0', html: await highlightToHtml(code, 'json', style) });
  });
});

describe('the markup drawn as one HTML string is escaped, whatever the spec says', () => {
  const HOSTILE = `</code></pre><script>alert("x")</script><img src=x onerror="a&b"> & "quoted" 'single' &amp;`;
  const hostileLong = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, `${HOSTILE} ${i}`]));

  it('shown, hidden and folded panels carry the text only as text', async () => {
    const samples = await highlightSamples([sample('bash', `echo '${HOSTILE}'`), sample('javascript', `// ${HOSTILE}`)], style);
    const sets = await buildExampleSets(
      [
        { title: '200', content: [media([hostileLong, { note: HOSTILE }])] },
        { title: '400', content: [media([HOSTILE], 'text/plain')] },
      ],
      style,
    );
    const blocks = [...samples, ...sets.flatMap((s) => s.examples)];
    expect(blocks.filter((b) => b.deferred?.lines)).toHaveLength(1);
    expect(blocks.filter((b) => b.deferred && !b.deferred.lines)).toHaveLength(3);
    for (const block of blocks) {
      // The only elements are the code's own: no script, no img, no attribute from the spec.
      for (const tag of block.html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?(pre|code|span)(\s[^>]*)?>$/);
      expect(block.html).not.toMatch(/<script|<img/i);
      // …and the reader still gets the text as the spec wrote it (JSON examples with their quotes escaped).
      expect(textOf(block.html)).toContain(`</code></pre><script>alert(`);
      expect(textOf(block.html)).toContain(`'single' &amp;`);
    }
  });
});
