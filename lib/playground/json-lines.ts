/**
 * JSON → pretty-printed lines, a slice at a time. A 5 MB body pretty-printed in one go, then
 * rendered as one highlighted block, freezes the page; this formatter walks the raw text in
 * slices the caller schedules between frames, and the view renders only the lines on screen.
 * It never parses into objects, so it is linear and tolerant of invalid JSON. Pure.
 */

export type JsonFormatter = {
  /** Format up to `budget` more characters; returns true when the text is done. */
  step: (budget: number) => boolean;
  readonly lines: string[];
};

/** A formatter over `text` that appends finished lines to `lines`. */
export function createJsonFormatter(text: string, indent = '  '): JsonFormatter {
  const lines: string[] = [];
  let i = 0;
  let depth = 0;
  let line = '';
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  const pad = (d: number) => indent.repeat(Math.max(0, d));
  const flush = () => {
    if (line.trim()) lines.push(line);
    line = pad(depth);
  };
  return {
    lines,
    step(budget) {
      const end = Math.min(text.length, i + budget);
      while (i < end) {
        if (inString) {
          // Copy a run of ordinary string characters at once: most of a JSON body is strings.
          const c = text.charCodeAt(i);
          if (escaped) escaped = false;
          else if (c === 92) escaped = true;
          else if (c === 34) {
            inString = false;
            line += text.slice(stringStart, i + 1);
          }
          i++;
          continue;
        }
        const ch = text[i++];
        if (ch === '"') {
          inString = true;
          stringStart = i - 1;
        } else if (ch === '{' || ch === '[') {
          const close = ch === '{' ? '}' : ']';
          const next = nextSignificant(text, i);
          if (text[next] === close) {
            line += ch + close;
            i = next + 1;
          } else {
            line += ch;
            depth++;
            flush();
          }
        } else if (ch === '}' || ch === ']') {
          depth--;
          flush();
          line = pad(depth) + ch;
        } else if (ch === ',') {
          line += ',';
          flush();
        } else if (ch === ':') line += ': ';
        else if (ch !== ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t') line += ch;
      }
      if (i >= text.length) {
        if (inString) line += text.slice(stringStart);
        inString = false;
        if (line.trim()) lines.push(line);
        line = '';
        return true;
      }
      return false;
    },
  };
}

function nextSignificant(text: string, from: number): number {
  let j = from;
  while (j < text.length && /\s/.test(text[j])) j++;
  return j;
}

export type Token = { text: string; kind?: 'key' | 'string' | 'number' | 'literal' | 'punct' };

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:])/g;

/** Highlight tokens of one formatted line (cheap: the view calls it only for visible lines). */
export function tokenizeJsonLine(line: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const m of line.matchAll(TOKEN)) {
    if (m.index > last) out.push({ text: line.slice(last, m.index) });
    if (m[1]) {
      out.push({ text: m[1], kind: m[2] ? 'key' : 'string' });
      if (m[2]) out.push({ text: m[2], kind: 'punct' });
    } else out.push({ text: m[0], kind: m[3] ? 'number' : m[4] ? 'literal' : 'punct' });
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push({ text: line.slice(last) });
  return out;
}
