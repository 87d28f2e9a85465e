import type { Heading, Root } from 'mdast';
import { visitParents } from 'unist-util-visit-parents';

/**
 * Custom heading ids, `## Title {#custom-id}`, as Mintlify supports them. In MDX, `{` starts a
 * JavaScript expression, so `{#id}` would be a syntax error: before parsing, the braces of such a
 * trailing id on an ATX heading line (outside fenced code) are escaped, and `remarkHeadingIds`
 * then moves the id from the heading's text onto the heading.
 */
const HEADING_ID_LINE = /^(\s{0,3}#{1,6}[ \t].*?)[ \t]*\{#([A-Za-z0-9_:.-][\w:.-]*)\}[ \t]*$/;

/** The MDX source with each heading's trailing `{#id}` escaped (code fences untouched). */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      const m = HEADING_ID_LINE.exec(line);
      return m ? `${m[1]} \\{#${m[2]}\\}` : line;
    })
    .join('\n');
}

const TRAILING_ID = /[ \t]*\{#([A-Za-z0-9_:.-][\w:.-]*)\}[ \t]*$/;

/** Moves a heading's trailing `{#id}` text onto the heading as its `id` (rehype-slug keeps it). */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visitParents(tree, 'heading', (heading: Heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== 'text') return;
      const m = TRAILING_ID.exec((last).value);
      if (!m) return;
      (last).value = (last).value.slice(0, m.index);
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id: m[1] } };
    });
  };
}
