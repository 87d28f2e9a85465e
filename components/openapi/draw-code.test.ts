import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_STYLE, highlightToHtml, type CodeStyle } from '@/lib/content/code-style';
import type { RenderedSample } from '@/lib/openapi/code-samples';
import type { MediaModel } from '@/lib/openapi/page-model-types';
import { buildExampleSets, highlightSamples } from './aside-data';
import { highlightInBrowser } from './browser-highlight';
import { FOLD_AFTER_LINES, HEAD_LINES, plainCodeMarkup } from './code-fold';
import type { CodeBlock, MediaBlock } from './code-panel';
import { renderToHtml } from './render-to-html.test-utils';
import { ServerDrawnCode } from './server-drawn-code.client';

const style = DEFAULT_CODE_STYLE;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** What the browser reads from a panel's `<pre>` (its textContent): tags dropped, entities decoded. */
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

/** A panel the client component draws: its text, language and themes only (what the RSC payload carries). */
function drawnInPage(block: CodeBlock | MediaBlock) {
  if ('html' in block || 'media' in block) throw new Error('expected a panel drawn from its text');
  return block;
}

/** The HTML server rendering draws for a panel: the component's body element, the `<pre>` inside it. */
async function serverHtml(block: CodeBlock | MediaBlock): Promise<string> {
  const { code, lang, themes, shown } = drawnInPage(block);
  return renderToHtml(createElement(ServerDrawnCode, { code, lang, light: themes.light, dark: themes.dark, shown }));
}

/** The `<pre>` in a panel's server-rendered body. */
const preOf = (html: string) => html.slice(html.indexOf('<pre'), html.lastIndexOf('</pre>') + '</pre>'.length);

/** The plain text of the server's `<pre>` for the style: what a hidden tab arrived as before this change. */
async function serverPlain(code: string): Promise<string> {
  const empty = await highlightToHtml('', 'text', style);
  return empty.slice(0, empty.indexOf('<code>') + 6) + code.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;') + '</code></pre>';
}

const CURL = 'curl \'https://api.example.com/users\' \\\n  --request POST \\\n  --data \'{"name": "Ada"}\'';
const JS = "fetch('https://api.example.com/users', {\n  method: 'POST',\n  body: JSON.stringify({ name: 'Ada' }),\n});";
const PY = "import requests\n\nresponse = requests.post('https://api.example.com/users', json={'name': 'Ada'})\nprint(response.json())";

describe('request samples: the tab shown on arrival is drawn highlighted while rendering, from its text', () => {
  it('hands the page only text, and draws the first sample as the server highlighted it, the others as plain text', async () => {
    const [first, ...hidden] = await highlightSamples(
      [sample('bash', CURL, 'curl'), sample('javascript', JS), sample('python', PY)],
      style,
    );
    expect(first).toEqual({ key: 'curl', label: 'curl', code: CURL, lang: 'bash', themes: style.themes, shown: true });
    expect(await serverHtml(first)).toBe(`<div class="oa-code-body">${await highlightToHtml(CURL, 'bash', style)}</div>`);
    for (const [block, code, lang] of [
      [hidden[0], JS, 'javascript'],
      [hidden[1], PY, 'python'],
    ] as const) {
      expect(drawnInPage(block)).toMatchObject({ code, lang, shown: false });
      const html = await serverHtml(block);
      expect(html).toBe(`<div class="oa-code-body" data-deferred="">${await serverPlain(code)}</div>`);
      expect(tokens(html)).toBe(0);
      // Shown later, the browser highlights its text to what the server would have drawn.
      expect(await highlightInBrowser(textOf(preOf(html)), lang, style.themes)).toBe(await highlightToHtml(code, lang, style));
    }
  });

  it('highlights on the server, whole, what the browser cannot draw the same: an unknown language or a custom grammar', async () => {
    const grammar = { name: 'acme', scopeName: 'source.acme', patterns: [{ match: 'x', name: 'keyword' }] };
    const custom: CodeStyle = { ...style, grammars: [grammar] };
    const [, cobol, acme] = await highlightSamples(
      [sample('bash', CURL), sample('cobol', 'DISPLAY "HI".'), sample('acme', 'x y x')],
      custom,
    );
    expect(cobol).toMatchObject({ html: await highlightToHtml('DISPLAY "HI".', 'cobol', custom) });
    expect('html' in acme && tokens(acme.html)).toBeGreaterThan(0);
  });
});

describe('response examples: only the first example of the first status is drawn highlighted', () => {
  it('draws the other examples and statuses as plain text, which the browser highlights to the server markup', async () => {
    const values = [{ id: 1, ok: true }, { id: 2, ok: false }, { error: 'nope' }];
    const sets = await buildExampleSets(
      [
        { title: '200', content: [media([values[0], values[1]])] },
        { title: '404', content: [media([values[2]])] },
        { title: '500', content: [media(['<fault>late</fault>'], 'application/xml')] },
      ],
      style,
    );
    const first = JSON.stringify(values[0], null, 2);
    expect(await serverHtml(sets[0].examples[0])).toBe(`<div class="oa-code-body">${await highlightToHtml(first, 'json', style)}</div>`);
    for (const [block, code, lang] of [
      [sets[0].examples[1], JSON.stringify(values[1], null, 2), 'json'],
      [sets[1].examples[0], JSON.stringify(values[2], null, 2), 'json'],
      [sets[2].examples[0], '<fault>late</fault>', 'xml'],
    ] as const) {
      expect(drawnInPage(block)).toMatchObject({ code, lang, shown: false });
      expect(preOf(await serverHtml(block))).toBe(await serverPlain(code));
    }
  });

  it(`draws a shown example of more than ${FOLD_AFTER_LINES} lines in part: its first ${HEAD_LINES} lines as before, the rest plain`, async () => {
    const long = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `item ${i}` })) };
    const code = JSON.stringify(long, null, 2);
    const lines = code.split('\n').length;
    const [set] = await buildExampleSets([{ title: '200', content: [media([long])] }], style);
    const html = await serverHtml(set.examples[0]);
    const whole = await highlightToHtml(code, 'json', style);
    // What the reader sees on arrival: the first lines, token for token as the whole example drew them.
    expect(lineSpans(html)).toEqual(lineSpans(whole).slice(0, HEAD_LINES));
    // The rest is the rest of the text, plain, behind a <details> that opens without JavaScript too.
    expect(html).toMatch(/<span class="oa-rest">\n[^<]*<\/span><\/code><\/pre><\/div><details class="oa-more">/);
    expect(html).toContain(`<summary>Show the whole example (<!-- -->${lines}<!-- --> lines)</summary>`);
    expect(textOf(preOf(html))).toBe(code);
    expect(await highlightInBrowser(textOf(preOf(html)), 'json', style.themes)).toBe(whole);
  });

  it(`draws an example of ${FOLD_AFTER_LINES} lines whole`, async () => {
    const value = Array.from({ length: FOLD_AFTER_LINES - 2 }, (_, i) => i);
    const [set] = await buildExampleSets([{ title: '200', content: [media([value])] }], style);
    const code = JSON.stringify(value, null, 2);
    expect(code.split('\n')).toHaveLength(FOLD_AFTER_LINES);
    expect(await serverHtml(set.examples[0])).toBe(`<div class="oa-code-body">${await highlightToHtml(code, 'json', style)}</div>`);
  });
});

describe('the markup drawn as one HTML string is escaped, whatever the spec says', () => {
  const HOSTILE = `</code></pre><script>alert("x")</script><img src=x onerror="a&b"> & "quoted" 'single' &amp;`;
  const hostileLong = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, `${HOSTILE} ${i}`]));

  /** Every tag of a panel's HTML is the code's own: no script, no img, no attribute from the spec. */
  function expectOnlyCodeElements(html: string) {
    for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?(pre|code|span)(\s[^>]*)?>$/);
    expect(html).not.toMatch(/<script|<img/i);
    // …and the reader still gets the text as the spec wrote it (JSON examples with their quotes escaped).
    expect(textOf(html)).toContain(`</code></pre><script>alert(`);
    expect(textOf(html)).toContain(`'single' &amp;`);
  }

  it('shown, hidden and folded panels carry the text only as text, drawn on the server and before the browser draws it', async () => {
    const samples = await highlightSamples([sample('bash', `echo '${HOSTILE}'`), sample('javascript', `// ${HOSTILE}`)], style);
    const sets = await buildExampleSets(
      [
        { title: '200', content: [media([hostileLong, { note: HOSTILE }])] },
        { title: '400', content: [media([HOSTILE], 'text/plain')] },
      ],
      style,
    );
    const blocks = [...samples, ...sets.flatMap((s) => s.examples)].map(drawnInPage);
    expect(blocks.map((b) => b.shown)).toEqual([true, false, true, false, false]);
    for (const block of blocks) {
      const html = await serverHtml(block);
      expect(html.match(/<pre/g)).toHaveLength(1);
      expectOnlyCodeElements(preOf(html));
      // What the browser sets before its highlighter has answered (a client navigation).
      expectOnlyCodeElements(plainCodeMarkup(block.code));
    }
  });
});
