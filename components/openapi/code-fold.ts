/**
 * An example longer than this many lines is drawn in part: its first HEAD_LINES highlighted, the
 * rest plain behind "Show the whole example". A code panel shows about 20 lines before it scrolls
 * (openapi.css: 420 px at 12.5 px × 1.6), so what a reader sees on arrival, and a good scroll
 * further, is as before; a 60-line example costs little, while the GitHub spec's longest (1,878
 * lines, 440 KB highlighted) weighed its page's every copy. Its own module, without the
 * highlighter: the code panel's client component reads it at hydration.
 */
export const FOLD_AFTER_LINES = 60;
export const HEAD_LINES = 30;

/** How many lines a panel's code has (what "Show the whole example" counts). */
export function countLines(code: string): number {
  let lines = 1;
  for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1)) lines++;
  return lines;
}

/**
 * Text made safe inside an element, exactly as Shiki's HTML (hast-util-to-html) escapes its tokens:
 * `&` and `<` as hexadecimal references, which is all text content needs. The same bytes as
 * Shiki's, so the page's text, once highlighted in the browser, is what it was.
 */
export function escapeCodeText(text: string): string {
  return text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
}

/**
 * A panel's code as plain text in a `<pre>`, before the browser has drawn it
 * (server-drawn-code.client): escaped here, so the only markup a panel ever sets from a string is
 * this and the highlighter's output.
 */
export function plainCodeMarkup(code: string): string {
  return `<pre class="shiki" tabindex="0"><code>${escapeCodeText(code)}</code></pre>`;
}
