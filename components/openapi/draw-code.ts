import 'server-only';
import type { CodeStyle } from '@/lib/content/code-style';
import { canHighlightInBrowser } from './browser-highlight';
import type { CodeBlock } from './code-panel';
import { highlightCode } from './highlight';

/**
 * An example longer than this many lines is drawn in part: its first HEAD_LINES highlighted, the
 * rest plain behind "Show the whole example". A code panel shows about 20 lines before it scrolls
 * (openapi.css: 420 px at 12.5 px × 1.6), so what a reader sees on arrival, and a good scroll
 * further, is as before; a 60-line example costs little, while the GitHub spec's longest (1,878
 * lines, 440 KB highlighted) weighed its page's every copy.
 */
export const FOLD_AFTER_LINES = 60;
export const HEAD_LINES = 30;

/**
 * Text made safe inside an element, exactly as Shiki's HTML (hast-util-to-html) escapes its tokens:
 * `&` and `<` as hexadecimal references, which is all text content needs. The same bytes as
 * Shiki's, so the page's text, once highlighted in the browser, is what it was.
 */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
}

/**
 * One code panel's markup. `shown`: the panel a reader sees on arrival (the first tab), which is
 * highlighted here so it never flashes; a hidden one is the plain text in the same `<pre>`, left to
 * the browser (deferred-code.client), as is the tail of a long example. Plain text stays in the
 * page, so a reader without JavaScript, and search, still has all of it. Code the browser cannot
 * highlight as the server does (browser-highlight: a custom grammar or theme, an unusual language)
 * is highlighted here whole, as before.
 */
export async function drawCode(code: string, lang: string, style: CodeStyle, shown: boolean): Promise<CodeBlock> {
  const custom = style.grammars.some((g) => g.name === lang || g.aliases?.includes(lang));
  if (custom || !canHighlightInBrowser(lang, style.themes)) return { html: await highlightCode(code, lang, style) };
  const deferred = { lang, themes: style.themes };
  if (!shown) return { html: await plainCode(code, style), deferred };
  const lines = code.split('\n');
  if (lines.length <= FOLD_AFTER_LINES) return { html: await highlightCode(code, lang, style) };
  const head = await highlightCode(lines.slice(0, HEAD_LINES).join('\n'), lang, style);
  // The rest joins the head inside the same <code>, so the copy button copies the whole example and
  // the browser reads the whole of it back; openapi.css hides it until "Show the whole example" opens.
  const rest = `<span class="oa-rest">\n${escapeHtml(lines.slice(HEAD_LINES).join('\n'))}</span>`;
  return { html: insertBeforeEnd(head, rest), deferred: { ...deferred, lines: lines.length } };
}

const END = '</code></pre>';

/** Code as plain text in the `<pre>` Shiki draws for the style (its classes and background variables). */
async function plainCode(code: string, style: CodeStyle): Promise<string> {
  const empty = await highlightCode('', 'text', style);
  return empty.slice(0, empty.indexOf('<code>') + '<code>'.length) + escapeHtml(code) + END;
}

function insertBeforeEnd(html: string, inner: string): string {
  if (!html.endsWith(END)) throw new Error('highlighted code does not end with </code></pre>');
  return html.slice(0, -END.length) + inner + END;
}
