import { highlightInBrowser } from './browser-highlight';
import type { CodeThemePair } from '@/lib/content/code-classes-core';
import { escapeCodeText, FOLD_AFTER_LINES, HEAD_LINES } from './code-fold';

/**
 * How a code panel of the reference looks on arrival, as markup, drawn from its plain text by the
 * browser's highlighter (./browser-highlight, byte-identical to the server's for its languages):
 * `shown` (the tab a reader sees first) highlighted, and a long example only in its first lines,
 * the rest plain behind "Show the whole example" (openapi.css hides it until opened); a hidden tab
 * plain text in the `<pre>` Shiki draws for the themes. Plain text stays in the markup, so a reader
 * without JavaScript, and search, has all of it.
 *
 * One function for both places that draw a panel (issue 12): server rendering, so the HTML is what
 * it always was while the RSC payload carries only the text, and the browser when a panel is
 * mounted without server markup (a client navigation). Loaded with `import()` in the browser.
 */
export async function drawArrival(code: string, lang: string, themes: CodeThemePair, shown: boolean): Promise<string> {
  if (!shown) return plainCode(code, themes);
  const lines = code.split('\n');
  if (lines.length <= FOLD_AFTER_LINES) return highlightInBrowser(code, lang, themes);
  const head = await highlightInBrowser(lines.slice(0, HEAD_LINES).join('\n'), lang, themes);
  // The rest joins the head inside the same <code>, so the copy button copies the whole example and
  // the browser highlights the whole of it when opened.
  return insertBeforeEnd(head, `<span class="oa-rest">\n${escapeCodeText(lines.slice(HEAD_LINES).join('\n'))}</span>`);
}

export { highlightInBrowser };

const END = '</code></pre>';

/** Code as plain text in the `<pre>` Shiki draws for the themes (their classes and colour variables). */
async function plainCode(code: string, themes: CodeThemePair): Promise<string> {
  const empty = await highlightInBrowser('', 'text', themes);
  return empty.slice(0, empty.indexOf('<code>') + '<code>'.length) + escapeCodeText(code) + END;
}

function insertBeforeEnd(html: string, inner: string): string {
  if (!html.endsWith(END)) throw new Error('highlighted code does not end with </code></pre>');
  return html.slice(0, -END.length) + inner + END;
}
