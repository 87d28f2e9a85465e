import 'server-only';
import type { CodeStyle } from '@/lib/content/code-style';
import { canHighlightInBrowser } from './browser-highlight';
import type { CodeBlock } from './code-panel';
import { highlightCode } from './highlight';

/**
 * One code panel, as the page hands it to the renderer. `shown`: the panel a reader sees on arrival
 * (the first tab), drawn highlighted (a long example in its first lines); a hidden one arrives as
 * plain text and is highlighted in the browser when shown. Code the browser's highlighter can draw
 * as the server does goes to the page as plain text only, and server-drawn-code.client draws it,
 * during server rendering too, so the HTML keeps its highlighting while the RSC payload carries the
 * text once (issue 12). Code it cannot draw the same (a custom docs.json grammar or theme, an
 * unusual language) is highlighted here whole, as before, its markup in the payload.
 */
export async function drawCode(code: string, lang: string, style: CodeStyle, shown: boolean): Promise<CodeBlock> {
  const custom = style.grammars.some((g) => g.name === lang || g.aliases?.includes(lang));
  if (custom || !canHighlightInBrowser(lang, style.themes)) return { html: await highlightCode(code, lang, style) };
  return { code, lang, themes: style.themes, shown };
}
