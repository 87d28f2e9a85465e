import type { ReactNode } from 'react';
import { isSafeUrl } from '@/components/openapi/remark-safe-markdown';

/** `[text](url)`, a bare http(s) URL, or `code`: the inline Markdown a field's one-line help uses. */
const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|`([^`]+)`/g;

/**
 * A field description as the playground's help line shows it: links are links (as they are in the
 * reference beside it), inline code is code, and the rest is text; never HTML from the spec. Long
 * text is cut at `max` visible characters, between tokens or inside text, so no link is left
 * half-written. A link whose URL is not safe (remark-safe-markdown.ts) keeps only its text.
 */
export function InlineMarkdown({ text, max = 160 }: { text: string; max?: number }): ReactNode {
  const out: ReactNode[] = [];
  let room = max;
  let at = 0;
  const push = (visible: string, node: (shown: string) => ReactNode) => {
    if (room <= 0) return;
    const shown = visible.length > room ? `${visible.slice(0, Math.max(0, room - 1))}…` : visible;
    room -= visible.length;
    out.push(node(shown));
  };
  for (const match of text.matchAll(TOKEN)) {
    const i = out.length;
    if (match.index > at) push(text.slice(at, match.index), (shown) => shown);
    const [whole, label, href, bare, code] = match;
    if (label !== undefined && href !== undefined)
      push(label, (shown) =>
        isSafeUrl(href) ? (
          <a key={i} href={href} target={/^https?:/i.test(href) ? '_blank' : undefined} rel="noreferrer">
            {shown}
          </a>
        ) : (
          shown
        ),
      );
    else if (bare !== undefined)
      push(bare, (shown) => (
        <a key={i} href={bare} target="_blank" rel="noreferrer">
          {shown}
        </a>
      ));
    else if (code !== undefined) push(code, (shown) => <code key={i}>{shown}</code>);
    at = match.index + whole.length;
  }
  if (at < text.length) push(text.slice(at), (shown) => shown);
  return <>{out}</>;
}
