import type { ReactNode } from 'react';
import { Anchor } from './anchor';

const TOKEN = /(\*\*([^*]+)\*\*|__([^_]+)__|\*([^*]+)\*|_([^_]+)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\))/g;

/**
 * The small Markdown that authors put in string props (a Frame caption, an Update description):
 * bold, italic, inline code and links. Rendered as React nodes, never as HTML, so nothing in a
 * prop can inject markup.
 */
export function InlineMarkdown({ text }: { text: string }): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = out.length;
    if (m[2] ?? m[3]) out.push(<strong key={key}>{m[2] ?? m[3]}</strong>);
    else if (m[4] ?? m[5]) out.push(<em key={key}>{m[4] ?? m[5]}</em>);
    else if (m[6]) out.push(<code key={key}>{m[6]}</code>);
    else
      out.push(
        <Anchor key={key} href={m[8]}>
          {m[7]}
        </Anchor>,
      );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
